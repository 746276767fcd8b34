import { useEffect, useState } from 'react';
import { api, signageApi } from '@bestellwerk/api-client';

export interface Option {
  value: number;
  label: string;
}

const loaders = {
  branches: async () =>
    (await api.branches.list({ perPage: 200, sort: 'name' })).items.map((b) => ({
      value: b.id,
      label: b.name,
    })),
  scenes: async () =>
    (await signageApi.scenes.list({ perPage: 500, sort: 'name' })).items.map((s) => ({
      value: s.id,
      label: `${s.name} (/signage/${s.path})`,
    })),
  streams: async () =>
    (await signageApi.streams.list({ perPage: 500, sort: 'name' })).items.map((s) => ({
      value: s.id,
      label: s.name,
    })),
  segments: async () =>
    (await signageApi.segments.list({ perPage: 500, sort: 'name' })).items.map((s) => ({
      value: s.id,
      label: s.name,
    })),
};

/** Choices for a select (branches, scenes, streams, segments), loaded once per mount. */
export function useOptions(kind: keyof typeof loaders): Option[] {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    let alive = true;
    loaders[kind]()
      .then((loaded) => alive && setOptions(loaded))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [kind]);
  return options;
}
