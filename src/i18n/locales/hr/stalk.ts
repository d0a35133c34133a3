import type { stalk as en } from '../en/stalk';
import type { LocaleShape } from '../locale-shape';

// Croatian strings of the public stalk page.
export const stalk: LocaleShape<typeof en> = {
  stalk: {
    title: '{exam} — {course}',
    help: 'Tko sada piše ispit, pod imenima izmišljenima za ovaj ispit. Osvježava se svakih {seconds} sekundi.',
    serverTime: 'Vrijeme poslužitelja',
    closesAt: 'Ispit se zatvara u',
    updatedAt: 'Osvježeno',
    counts: '{ongoing, plural, one {# piše ispit} few {# pišu ispit} other {# piše ispit}} · {submitted, plural, one {# upravo predao} few {# upravo predala} other {# upravo predalo}}',
    what: 'stranicu ispita',
    empty: 'Ovaj ispit sada nitko ne piše.',
    tableLabel: 'Studenti koji pišu {exam}, pod izmišljenim imenima',
    notFound: {
      title: 'Ovaj ispit nema javnu stranicu',
      text: 'Ispit ne postoji ili njegovi nastavnici nisu objavili njegov tijek.',
    },
    throttled: 'Previše zahtjeva s ovog računala; stranica će uskoro pokušati ponovno.',
    stale: 'Stranica se nije mogla osvježiti; prikazuje posljednje primljene podatke.',
    columns: {
      pseudonym: 'Pristupnik',
      state: 'Stanje',
      progress: 'Odgovoreno',
      focusLosses: 'Napustio stranicu',
      timeLeft: 'Preostalo vrijeme',
      contact: 'Posljednji kontakt',
    },
    states: {
      ongoing: 'Piše ispit',
      submitted: 'Predano',
    },
    progress: '{answered} od {total}',
    progressLabel: 'Odgovoreno {answered} od {total} pitanja',
    focusLosses: '{count, plural, =0 {Nikad} one {# put} few {# puta} other {# puta}}',
    timeUp: 'Vrijeme je isteklo',
    contactLost: 'Kontakt izgubljen',
    never: 'Još nije',
  },
};
