/**
 * The navigation of the site as the compile resolved it (lib/compile/navigation/) from the data
 * files under `content/_nav/`: the sidebars, each page's place in them, the navbar's items and the
 * landing page. Routes and components read these shapes from the compiled model; nothing resolves
 * navigation at render.
 */
/** The folder of the navigation data files, below a content folder. */
export const NAVIGATION_DIR = '_nav';

/** True for a navigation data file (`content/_nav/sidebars.yaml`): its problems concern every page. */
export function isNavigationFile(file: string): boolean {
  return new RegExp(`(^|/)${NAVIGATION_DIR}/[^/]+\\.yaml$`).test(file);
}

/** A link to a page: its label in the sidebar and its route. */
export interface PageLink {
  label: string;
  href: string;
}

/** A resolved sidebar item, ready to render. */
export type SidebarNode =
  | { type: 'doc'; id: string; label: string; href: string; method?: string }
  | { type: 'category'; label: string; href?: string; docId?: string; collapsed: boolean; items: SidebarNode[] }
  | { type: 'link'; label: string; href: string; external: boolean }
  | { type: 'title'; label: string };

/** One sidebar: its name (the sidebar's accessible name is "<label> sidebar") and its items. */
export interface Sidebar {
  label: string;
  items: SidebarNode[];
}

/** A page's place in the navigation. */
export interface PagePlace {
  /** The sidebar that lists the page, or null (a page that stands alone). */
  sidebarId: string | null;
  /** Labels (and links, where a category has a page) from the sidebar root down to the page. */
  breadcrumbs: PageLink[];
  /** The neighbours in the sidebar's reading order. */
  previous: PageLink | null;
  next: PageLink | null;
  /** The page's top section (Learn, nilVM, API…): search results show it above the page title. */
  section: string;
  /** Content id of the navbar doc item that holds the page: the navbar marks it current. */
  navbarOwner: string | null;
}

/** A run of pages under one sidebar title, in reading order (llms.txt lists the site by these). */
export interface OutlineSection {
  sidebarId: string;
  title: string;
  /** Content ids of the pages shown with this sidebar, each once. */
  ids: string[];
}

/** A navbar item that leads somewhere: a page, a link, or a menu of them. */
export type NavbarLink =
  | { type: 'doc'; docId: string; label: string; href: string; position: 'left' | 'right' }
  | { type: 'link'; href: string; label?: string; ariaLabel?: string; icon?: 'github'; position: 'left' | 'right' }
  | { type: 'dropdown'; label: string; items: NavbarMenuEntry[]; position: 'left' | 'right' };

/** An entry of a navbar dropdown. */
export type NavbarMenuEntry = Omit<Extract<NavbarLink, { type: 'doc' }>, 'position'> | Omit<Extract<NavbarLink, { type: 'link' }>, 'position'>;

/** A card of the landing page: a title, the route it opens and a line of text. */
export interface HomeCard {
  title: string;
  href: string;
  text: string;
}

/** The landing page's content (`content/_nav/home.yaml`). */
export interface Home {
  /** The buttons under the tagline; `primary` is the highlighted one. */
  actions: { label: string; href: string; primary: boolean }[];
  /** One card per section of the site. */
  sections: HomeCard[];
  /** The pages readers open most, each with its kind (Guide, API…). */
  mostUsed: { heading: string; intro: string; pages: (HomeCard & { kind: string })[] };
}

/** Everything the compile resolved from the navigation data files. */
export interface Navigation {
  /** The sidebars by id, in the order of `content/_nav/sidebars.yaml`. */
  sidebars: Record<string, Sidebar>;
  /** The sidebars' title sections with the pages each shows, in reading order. */
  outline: OutlineSection[];
  navbar: NavbarLink[];
  home: Home;
  /** The route prefixes of the API reference pages (`/api/nildb`), one per spec. */
  apiRoutePrefixes: string[];
}

/** Navigation with nothing in it: the model before the prebuild resolves the data files. */
export function emptyNavigation(): Navigation {
  return { sidebars: {}, outline: [], navbar: [], home: { actions: [], sections: [], mostUsed: { heading: '', intro: '', pages: [] } }, apiRoutePrefixes: [] };
}
