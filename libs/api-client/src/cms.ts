import { http } from './client';
import { crud } from './crud';
import type { Schemas } from './schemas';

/**
 * The CMS's shapes and calls (backoffice-api.md §3, §7; mfe-cms), generated from the OpenAPI
 * document: answers are the backend's response DTOs, payloads its request DTOs.
 */
export type Site = Schemas['SiteResponse'];
export type SitePayload = Schemas['CreateSiteDto'];
export type CmsBlock = Schemas['BlockResponse'];
export type BlockPayload = Schemas['CreateBlockDto'];
export type CmsNode = Schemas['NodeResponse'];
export type NodePayload = Schemas['CreateNodeDto'];
export type Navigation = Schemas['NavigationResponse'];
export type NavigationItem = Schemas['NavigationItemResponse'];
export type NavigationPayload = Schemas['CreateNavigationDto'];
export type Redirect = Schemas['RedirectResponse'];
export type RedirectPayload = Schemas['CreateRedirectDto'];
export type FormSubmission = Schemas['FormSubmissionResponse'];
export type SiteType = Schemas['SiteTypeResponse'];
export type NodeType = Schemas['NodeTypeResponse'];
export type ContentAiJob = Schemas['ContentAiJobResponse'];

export const cmsApi = {
  sites: crud('/api/sites'),
  /** Publishes a site: its pending draft (Content AI's text) applied, visible to visitors. */
  publishSite: (id: number) => http.post('/api/sites/{id}/publish', { params: { path: { id } } }),
  blocks: crud('/api/blocks'),
  nodes: crud('/api/nodes'),
  navigations: crud('/api/navigations'),
  redirects: crud('/api/redirects'),
  siteTypes: () => http.get('/api/site-types'),
  nodeTypes: () => http.get('/api/node-types'),
  submissions: (formId: number) =>
    http.get('/api/nodes/{id}/submissions', { params: { path: { id: formId } } }),
  /** The submissions as a CSV download (same origin, session cookie). */
  submissionsCsvUrl: (formId: number) => `/api/nodes/${formId}/submissions.csv`,
  contentAi: {
    site: (id: number, prompt?: string) =>
      http.post('/api/content-ai/generate/site/{id}', {
        params: { path: { id } },
        body: prompt ? { prompt } : {},
      }),
    image: (prompt: string) => http.post('/api/content-ai/generate/image', { body: { prompt } }),
    job: (id: number) => http.get('/api/content-ai/jobs/{id}', { params: { path: { id } } }),
  },
};
