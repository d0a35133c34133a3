import { Select, Spin, type SelectProps } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { t } from '../i18n';

/** docs/requirements.md#rules-and-fallbacks: the default debounce of a remote-search select input. */
export const SELECT_DEBOUNCE_MS = 500;

export interface DebouncedSelectOption {
  label: ReactNode;
  value: string | number;
}

export interface DebouncedSelectProps<O extends DebouncedSelectOption = DebouncedSelectOption>
  extends Omit<SelectProps<O['value'] | O['value'][], O>, 'options' | 'onSearch' | 'filterOption' | 'showSearch'> {
  /** Looks options up for what was typed. */
  fetchOptions: (search: string) => Promise<O[]>;
  debounceMs?: number;
  /** Options shown before anything is typed (e.g. the current value's label). */
  initialOptions?: O[];
}

/** An antd Select whose options come from a remote search, run once typing pauses for `debounceMs`. */
export function DebouncedSelect<O extends DebouncedSelectOption = DebouncedSelectOption>({
  fetchOptions,
  debounceMs = SELECT_DEBOUNCE_MS,
  initialOptions,
  notFoundContent,
  ...rest
}: DebouncedSelectProps<O>) {
  const [options, setOptions] = useState<O[]>(initialOptions ?? []);
  const [fetching, setFetching] = useState(false);
  // Only the answer to the latest search may replace the options: slower earlier answers are dropped.
  const latestSearch = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSearch = useMemo(
    () => (search: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const id = ++latestSearch.current;
        setFetching(true);
        fetchOptions(search)
          .then((found) => {
            if (id === latestSearch.current) setOptions(found);
          })
          .catch(() => {
            // The failure itself is reported by the API layer's error alert; the list just stays empty.
            if (id === latestSearch.current) setOptions([]);
          })
          .finally(() => {
            if (id === latestSearch.current) setFetching(false);
          });
      }, debounceMs);
    },
    [fetchOptions, debounceMs],
  );

  return (
    <Select<O['value'] | O['value'][], O>
      {...rest}
      showSearch={{ filterOption: false, onSearch }}
      options={options}
      notFoundContent={fetching ? <Spin size="small" aria-label={t('select.searching')} /> : (notFoundContent ?? t('select.noMatches'))}
    />
  );
}
