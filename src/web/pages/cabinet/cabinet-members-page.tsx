import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useParams } from 'react-router';
import { MEMBER_ROLES, type MemberRole } from '../../../shared/domain/cabinet-permissions.js';
import type { CabinetMember } from '../../../shared/schemas/cabinet-members.js';
import { AddMemberForm } from '../../components/members/add-member-form.js';
import { MemberCard } from '../../components/members/member-card.js';
import { MemberList } from '../../components/members/member-list.js';
import type { MemberRoles } from '../../components/members/member-roles.js';
import cabinet from '../../components/ui/cabinet-section.module.css';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import {
  useAddMember,
  useCabinetMembers,
  useRemoveMember,
  useSetMemberRole,
} from '../../features/cabinet/api/cabinet-members.js';
import { cabinetMembersTexts } from '../../i18n/catalogs/cabinet-members.js';
import { cabinetTexts } from '../../i18n/catalogs/cabinet.js';
import styles from './cabinet.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [cabinetTexts, cabinetMembersTexts];

/** The refusals of an added e-mail that are about it: an unknown account, one already in the list. */
const EMAIL_CODES = ['ACCOUNT_NOT_FOUND', 'MEMBER_EXISTS'];

/** A path's organizer id, or null when it is none (the page then shows "not found" as the API would). */
function organizerIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

/**
 * /cabinet/organizers/:id/members (issue 18 item 1): the owner sees who works in the organizer's cabinet
 * and as what, adds an existing account by e-mail with a role, changes a role, removes somebody. The
 * server keeps the last owner (LAST_OWNER): its words show next to the row that was refused.
 */
export function CabinetMembersPage() {
  const { t } = useTranslation();
  const organizerId = organizerIdOf(useParams().id) ?? 0;
  const query = useCabinetMembers(organizerId);
  const add = useAddMember(organizerId);
  const roles: MemberRoles<MemberRole> = {
    all: MEMBER_ROLES,
    name: (role) => t(`cabinet.roles.${role}`),
    hint: (role) => t(`cabinetMembers.rolesHint.${role}`),
  };

  return (
    <>
      <p>
        <Link to="/cabinet" className={styles.link}>
          ← {t('cabinetMembers.back')}
        </Link>
      </p>
      <h1 className={styles.title}>{query.data?.organizer.name ?? t('cabinetMembers.title')}</h1>
      <p className={styles.lead}>{t('cabinetMembers.title')}</p>
      {query.isPending ? (
        <Skeleton lines={4} />
      ) : query.isError ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className={cabinet.note}>{t('cabinetMembers.lead')}</p>
          <AddMemberForm
            texts="cabinetMembers"
            roles={roles}
            defaultRole="manager"
            add={add}
            added={(member) => t('cabinetMembers.add.added', { name: member.name })}
            emailCodes={EMAIL_CODES}
            compact
          />
          <MemberList
            id="members-list"
            title={t('cabinetMembers.list.title')}
            summary={t('cabinetMembers.list.count', { count: query.data.members.length })}
          >
            {query.data.members.map((member) => (
              <MemberRow
                key={member.userId}
                organizerId={organizerId}
                roles={roles}
                member={member}
                self={member.userId === query.data.self}
              />
            ))}
          </MemberList>
        </>
      )}
    </>
  );
}

/** A member's card, with its own role change and removal in flight. */
function MemberRow({
  organizerId,
  ...card
}: {
  organizerId: number;
  roles: MemberRoles<MemberRole>;
  member: CabinetMember;
  self: boolean;
}) {
  return (
    <MemberCard
      texts="cabinetMembers"
      setRole={useSetMemberRole(organizerId)}
      remove={useRemoveMember(organizerId)}
      compact
      {...card}
    />
  );
}
