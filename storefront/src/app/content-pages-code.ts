import { CmsPage } from '../features/cms/components/CmsPage';
import { SitePage } from '../features/site/components/SitePage';

/** The content pages' code: its own chunk in the browser, part of the server's bundle. */
export const CONTENT_PAGES = { SitePage, CmsPage };
