import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { loadCatalog, type CatalogLoaders } from '../../i18n/i18n.js';

/*
 * Every screen of every tenant's route table is a module of its own, loaded when its route is first
 * matched. The route table names each by its file (relative to src/web, the build's root): the same name
 * is the key of Vite's build manifest, so the server finds a matched screen's files there (to preload
 * them) without a second list of paths or file names (ADR 011). A page module names its texts' catalogs
 * (`export const texts = [...]`): the screen loads with them, in the interface's language.
 */

type ScreenModule = Record<string, unknown>;

const globbed = import.meta.glob<ScreenModule>([
  '../../pages/**/*-page.tsx',
  '../layouts/ostrovok-layout.tsx',
]);

/** The glob's keys are relative to this folder (src/web/app/routes); the manifest's to src/web. */
const modules = new Map(
  Object.entries(globbed).map(([key, load]) => [
    new URL(key, 'file:///web/app/routes/').pathname.replace(/^\/web\//, ''),
    load,
  ]),
);

/** A lazy route function that knows its module's file. */
export type ScreenLoader = LazyRouteFunction<RouteObject> & { readonly module: string };

/**
 * `lazy` for a route: the module `file` (e.g. `pages/home/home-page.tsx`) and the component it exports
 * as `name`.
 */
export function screen(file: string, name: string): ScreenLoader {
  const load = modules.get(file);
  if (!load) throw new Error(`No screen module ${file}`);
  const lazy = async () => {
    const module = await load();
    // the screen's texts in the interface's language, before it renders (i18n.ts loadCatalog)
    const texts = module['texts'];
    if (Array.isArray(texts)) await Promise.all(texts.map((t) => loadCatalog(t as CatalogLoaders)));
    const Component = module[name];
    if (typeof Component !== 'function' && typeof Component !== 'object') {
      throw new Error(`${file} exports no ${name}`);
    }
    return { Component: Component as ComponentType };
  };
  return Object.assign(lazy, { module: file });
}

/** The module file of a route's screen, when its `lazy` came from `screen`. */
export function screenModuleOf(route: Pick<RouteObject, 'lazy'>): string | undefined {
  const lazy: unknown = route.lazy;
  return typeof lazy === 'function' && 'module' in lazy && typeof lazy.module === 'string'
    ? lazy.module
    : undefined;
}

/** Every screen module a route table names, route id → file (the server's preloads, the bundle check). */
export function screenModules(routes: readonly RouteObject[], out = new Map<string, string>()) {
  for (const route of routes) {
    const file = screenModuleOf(route);
    if (file && route.id) out.set(route.id, file);
    if (route.children) screenModules(route.children, out);
  }
  return out;
}
