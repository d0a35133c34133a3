import type { LocaleShape } from '../locale-shape';
import type { student as en } from '../en/student';

export const student: LocaleShape<typeof en> = {
  studentHome: {
    title: 'Moji ispiti',
    welcome: 'Dobro došli, {name}',
    intro: 'Ovdje se prikazuju vaši ispiti kad vam budu otvoreni.',
    openTitle: 'Otvoreno sada',
    noneOpen: 'Trenutačno vam nije otvoren nijedan ispit.',
    noneOpenHint: 'Kad nastavnik otvori ispit na predmetu na koji ste upisani, pojavit će se ovdje s vremenom koje vam je preostalo da ga započnete.',
    settingsTitle: 'Vaše postavke',
    settingsText: 'Jezik, tamni način rada, font i veličinu teksta birate sami, a prate vas na svakom računalu na kojem se prijavite.',
    settingsLink: 'Otvori postavke',
  },
};
