import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../contracts/paths';
import type { DictEntry } from '../contracts/register';
import { getData } from './request';

/**
 * GET /portal/dict?type= (SPEC §3: 1 industry, 2 unit type, 3 school level, 4 nature, 5 scale; 6 talent category,
 * 7 reward type), asked once per session: dictionaries change with a release, not while someone fills a form.
 */
export function dictionaryQuery(type: number) {
  return queryOptions({
    queryKey: ['dict', type],
    queryFn: ({ signal }) => getData<DictEntry[]>(API.dict, { type }, { silentLoading: true, signal }),
    staleTime: Infinity,
  });
}

/** A dictionary as options and a code → label lookup (the code itself until it has loaded). */
export function useDictionary(type: number): { entries: DictEntry[]; labelOf: (code: string) => string } {
  const { data: entries = [] } = useQuery(dictionaryQuery(type));
  return { entries, labelOf: (code) => entries.find((entry) => entry.code === code)?.value ?? code };
}
