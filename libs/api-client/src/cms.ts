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
  sites: crud<Site, SitePayload>('/sites'),
  /** Publishes a site: its pending draft (Content AI's text) applied, visible to visitors. */
  publishSite: (id: number) => http.post<Site>(`/sites/${id}/publish`),
  blocks: crud<CmsBlock, BlockPayload>('/blocks'),
  nodes: crud<CmsNode, NodePayload>('/nodes'),
  navigations: crud<Navigation, NavigationPayload>('/navigations'),
  redirects: crud<Redirect, RedirectPayload>('/redirects'),
  siteTypes: () => http.get<SiteType[]>('/site-types'),
  nodeTypes: () => http.get<NodeType[]>('/node-types'),
  submissions: (formId: number) => http.get<FormSubmission[]>(`/nodes/${formId}/submissions`),
  /** The submissions as a CSV download (same origin, session cookie). */
  submissionsCsvUrl: (formId: number) => `/api/nodes/${formId}/submissions.csv`,
  contentAi: {
    site: (id: number, prompt?: string) =>
      http.post<ContentAiJob>(`/content-ai/generate/site/${id}`, prompt ? { prompt } : {}),
    image: (prompt: string) => http.post<ContentAiJob>('/content-ai/generate/image', { prompt }),
    job: (id: number) => http.get<ContentAiJob>(`/content-ai/jobs/${id}`),
  },
};
