import type { components as en } from '../en/components';
import type { LocaleShape } from '../locale-shape';

// Croatian strings of the shared components (src/components, src/lib): the data table and the unsaved-changes guard.
export const components: LocaleShape<typeof en> = {
  loadState: {
    theList: 'popis',
    loading: 'Učitavanje: {what}…',
    failed: 'Nije bilo moguće učitati {what}.',
    retry: 'Pokušaj ponovno',
  },
  dataTable: {
    search: 'Traži',
    columns: 'Stupci',
    columnSettings: 'Postavke stupaca',
    columnSettingsHidden: 'Postavke stupaca, {hidden}',
    hiddenCount: '{count, plural, one {# skriven} few {# skrivena} other {# skrivenih}}',
    showAllColumns: 'Prikaži sve stupce',
    empty: 'Ovdje još nema ničega',
    noMatches: 'Ništa ne odgovara upitu „{query}“',
    clearSearch: 'Očisti pretraživanje',
    range: '{from}–{to} od {total}',
  },
  unsavedChanges: {
    title: 'Nespremljene promjene',
    text: 'Imate nespremljenih promjena. Napustiti ovu stranicu?',
    leave: 'Napusti',
    stay: 'Ostani',
  },
};
