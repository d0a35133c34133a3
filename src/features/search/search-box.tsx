import { useEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AutoComplete, Spin, Typography, theme, type GetRef } from 'antd';
import {
  BookOutlined, CompassOutlined, FileTextOutlined, LoadingOutlined, SearchOutlined, ThunderboltOutlined, UserOutlined,
} from '@ant-design/icons';
import { useSearchAnythingQuery } from '../../api/session-api';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { useT } from '../../i18n';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { selectRoleName } from '../../core/auth/auth-slice';
import { settingsActions } from '../../core/settings/settings-slice';
import {
  PALETTE_TYPE_ORDER, paletteEntries, rankEntries, searchResultEntry, type PaletteEntryType,
} from './palette';
import { paths } from '../../config/paths';

export const SEARCH_DEBOUNCE_MS = 300;
// The API caps the query (openapi.yaml: maxLength 200).
const MAX_QUERY_LENGTH = 200;

const TYPE_ICONS: Record<PaletteEntryType, ReactNode> = {
  Exam: <FileTextOutlined />,
  Course: <BookOutlined />,
  Student: <UserOutlined />,
  Navigation: <CompassOutlined />,
  Command: <ThunderboltOutlined />,
};

function isMac() {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
}

interface SearchBoxProps {
  onLogout: () => void;
  /** Fill the container's width (narrow screens). */
  block?: boolean;
}

/**
 * The header search and command palette: server results (exams, courses, students) and local entries
 * (navigation, commands), grouped by type. Ctrl/Cmd+Shift+P focuses it from anywhere.
 */
export function SearchBox({ onLogout, block = false }: SearchBoxProps) {
  const t = useT();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const roleName = useAppSelector(selectRoleName);
  const selectRef = useRef<GetRef<typeof AutoComplete>>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const typed = text.trim().slice(0, MAX_QUERY_LENGTH);
  // Only the server call waits for typing to pause; the local palette follows every key, so Enter always opens
  // what is on screen.
  const query = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);

  const { currentData, isFetching } = useSearchAnythingQuery({ query }, { skip: query === '' });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toLowerCase() === 'p') {
        event.preventDefault();
        selectRef.current?.focus();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const localEntries = useMemo(() => paletteEntries(roleName), [roleName]);
  const entries = useMemo(() => {
    const server = typed === '' || query === '' ? [] : (currentData?.data ?? []).map(searchResultEntry);
    return [...server, ...rankEntries(typed, localEntries)];
  }, [typed, query, currentData, localEntries]);
  const byKey = useMemo(() => new Map(entries.map((entry) => [entry.key, entry])), [entries]);

  const options = PALETTE_TYPE_ORDER.flatMap((type) => {
    const group = entries.filter((entry) => entry.type === type);
    if (group.length === 0) return [];
    return [{
      key: type,
      label: (
        <Typography.Text type="secondary" strong style={{ fontSize: token.fontSizeSM, textTransform: 'uppercase', letterSpacing: 0.5 }}>
          {t(`search.types.${type}`)}
        </Typography.Text>
      ),
      options: group.map((entry) => ({
        value: entry.key,
        // The option is named by what it shows (title and subtitle). Focusable from code only, so the list that
        // scrolls them counts as reachable: the keyboard moves through it from the search box (arrow keys).
        tabIndex: -1,
        label: (
          <span style={{ display: 'flex', alignItems: 'center', gap: token.marginSM, minWidth: 0 }}>
            <span aria-hidden style={{ color: token.colorPrimary, flex: 'none' }}>{TYPE_ICONS[entry.type]}</span>
            <span style={{ display: 'grid', minWidth: 0 }}>
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{entry.title}</span>
              {entry.subtitle && (
                <Typography.Text type="secondary" ellipsis style={{ fontSize: token.fontSizeSM }}>
                  {entry.subtitle}
                </Typography.Text>
              )}
            </span>
          </span>
        ),
      })),
    }];
  });

  const searching = query !== '' && isFetching;
  const notFoundContent = typed === '' ? null : searching || query !== typed ? (
    <span><Spin indicator={<LoadingOutlined spin />} size="small" /> {t('search.searching')}</span>
  ) : (
    <Typography.Text type="secondary">{t('search.noResults')}</Typography.Text>
  );

  const choose = (key: string) => {
    const entry = byKey.get(key);
    setText('');
    setOpen(false);
    selectRef.current?.blur();
    if (!entry) return;
    if (entry.command === 'logout') onLogout();
    else if (entry.courseId !== undefined) {
      dispatch(settingsActions.currentCourseSet(entry.courseId));
      void navigate(paths.home);
    } else if (entry.path) void navigate(entry.path);
  };

  const shortcut = isMac() ? '⌘⇧P' : t('search.shortcutHint');

  // Tab leaves the search box, as it leaves any field: the select would otherwise open the active entry on Tab (and
  // the focus would end on the page's body).
  const leaveOnTab = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (event.key === 'Tab') {
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <span onKeyDownCapture={leaveOnTab} style={{ display: block ? 'block' : 'inline-block', width: block ? '100%' : undefined }}>
      <AutoComplete
        ref={selectRef}
        aria-label={t('search.ariaLabel')}
        placeholder={t('search.placeholder')}
        value={text}
        options={options}
        open={open}
        onOpenChange={setOpen}
        onFocus={() => setOpen(true)}
        showSearch={{ onSearch: setText, filterOption: false }}
        onSelect={choose}
        defaultActiveFirstOption
        // Not virtual: a virtual list gives screen readers a hidden copy of the options around the active one, in
        // which a group's heading carries aria-selected beside role="presentation"; the real list names its options.
        virtual={false}
        notFoundContent={notFoundContent}
        popupMatchSelectWidth={block ? true : 440}
        style={{ width: block ? '100%' : 340 }}
        prefix={<SearchOutlined style={{ color: token.colorTextTertiary }} />}
        suffixIcon={
          searching ? <LoadingOutlined /> : (
            <Typography.Text keyboard type="secondary" style={{ fontSize: token.fontSizeSM }}>{shortcut}</Typography.Text>
          )
        }
      />
    </span>
  );
}
