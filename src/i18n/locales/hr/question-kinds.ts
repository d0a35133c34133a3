import type { questionKinds as en } from '../en/question-kinds';
import type { LocaleShape } from '../locale-shape';

// Croatian names of the question kinds (see the English file).
export const questionKinds: LocaleShape<typeof en> = {
  questionKinds: {
    'multiple-choice': 'Višestruki odabir',
    'true-false': 'Točno/netočno',
    'free-text': 'Slobodan tekst',
    code: 'Kôd',
    sql: 'SQL',
    json: 'JSON',
    complex: 'Složeno pitanje',
    'ordered-elements': 'Poredak elemenata',
    'connected-elements': 'Povezivanje elemenata',
    'text-completion': 'Dopunjavanje teksta',
    diagram: 'Dijagram',
    scale: 'Ljestvica',
    numerical: 'Numerički',
  },
};
