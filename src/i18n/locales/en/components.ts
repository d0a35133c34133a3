// Strings of the shared components (src/components, src/lib): the data table and the unsaved-changes guard.
export const components = {
  loadState: {
    theList: 'the list',
    loading: 'Loading {what}…',
    failed: 'Could not load {what}.',
    retry: 'Retry',
  },
  dataTable: {
    search: 'Search',
    columns: 'Columns',
    columnSettings: 'Column settings',
    hiddenCount: '{count} hidden',
    columnSettingsHidden: 'Column settings, {hidden}',
    showAllColumns: 'Show all columns',
    empty: 'Nothing here yet',
    noMatches: 'Nothing matches “{query}”',
    clearSearch: 'Clear the search',
    range: '{from}–{to} of {total}',
  },
  unsavedChanges: {
    title: 'Unsaved changes',
    text: 'You have unsaved changes. Leave this page?',
    leave: 'Leave',
    stay: 'Stay',
  },
} as const;
