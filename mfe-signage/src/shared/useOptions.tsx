import {
  ErrorList,
  useOptions as useEntityOptions,
  type OptionsState,
} from '@bestellwerk/admin-kit';
import { api, signageApi } from '@bestellwerk/api-client';
import { ERRORS } from './errors';
import { streamLabel } from './streamLabel';

export interface Option {
  value: number;
  label: string;
}

/** Where each kind of choice comes from, and what a failed load says. */
const SOURCES = {
  branches: {
    load: () => api.branches.list({ perPage: 200, sort: 'name' }),
    loadError: 'Filialen konnten nicht geladen werden.',
  },
  scenes: {
    load: () => signageApi.scenes.list({ perPage: 500, sort: 'name' }),
    loadError: ERRORS.scenes.load,
    label: (scene: { name: string; path: string }) => `${scene.name} (/signage/${scene.path})`,
  },
  streams: {
    load: () => signageApi.streams.list({ perPage: 500, sort: 'name' }),
    loadError: ERRORS.streams.load,
    label: streamLabel,
  },
  segments: {
    load: () => signageApi.segments.list({ perPage: 500, sort: 'name' }),
    loadError: ERRORS.segments.load,
  },
};

type OptionsOf = OptionsState<{ id: number; name: string }>;

/** Choices for a select (branches, scenes, streams, segments), loaded once per mount. */
export function useOptions(kind: keyof typeof SOURCES): OptionsOf {
  return useEntityOptions(SOURCES[kind] as Parameters<typeof useEntityOptions>[0]) as OptionsOf;
}

/** The load errors of a page's choices, each with its retry. */
export function OptionErrors({ of }: { of: OptionsOf[] }) {
  return (
    <>
      {of.map((state, index) => (
        <ErrorList key={index} errors={state.errors} onDismiss={state.dismiss} />
      ))}
    </>
  );
}
