import { createCompanyService } from './company.service.js';
import type { CorpDeps } from './corp-deps.js';
import { createCorpRegistrationsService } from './registrations.service.js';
import { createCorpReportsService } from './reports.service.js';
import { createEmployeesService } from './employees.service.js';

/** The corporate cabinet's services (issue 19, ADR 031), made once with the app's own dependencies. */
export function createCorpServices(deps: CorpDeps) {
  return {
    company: createCompanyService(deps),
    employees: createEmployeesService(deps),
    registrations: createCorpRegistrationsService(deps),
    reports: createCorpReportsService(deps),
  };
}

export type CorpServices = ReturnType<typeof createCorpServices>;
