import type { activity as en } from '../en/activity';
import type { LocaleShape } from '../locale-shape';

// Croatian strings of the home page's My activity.
export const activity: LocaleShape<typeof en> = {
  activity: {
    what: 'vašu aktivnost',
    empty: 'Još ništa: ovdje će se prikazivati vaš rad na ispitima, pitanjima, upitima i ocjenama.',
    emptyFiltered: 'Ovdje još nema ničega odabranih vrsta.',
    noKinds: 'Odaberite barem jednu vrstu aktivnosti.',
    noCourse: 'Nijedan predmet nije odabran pa se prikazuje vaša aktivnost u svim predmetima.',
    filterLabel: 'Prikaži',
    onlyThisCourse: 'Samo ovaj predmet',
    more: 'Prikaži starije',
    kinds: {
      exam: 'Ispiti',
      question: 'Pitanja',
      ticket: 'Upiti',
      grade: 'Ocjene',
    },
    action: {
      'exam-created': 'Stvorili ste ispit {exam}',
      'exam-updated': 'Promijenili ste ispit {exam}',
      'instances-generated': '{count, plural, one {Generirali ste # primjerak ispita {exam}} few {Generirali ste # primjerka ispita {exam}} other {Generirali ste # primjeraka ispita {exam}}}',
      'instance-unsubmitted': 'Ponovno ste otvorili ispit {exam} studentu {student} na {count, plural, one {# minutu} few {# minute} other {# minuta}}',
      'instance-extended': 'Produljili ste studentu {student} ispit {exam} za {count, plural, one {# minutu} few {# minute} other {# minuta}}',
      'instance-deleted': 'Obrisali ste primjerak ispita {exam} studenta {student}',
      'instances-deleted': '{count, plural, one {Obrisali ste # nezapočeti primjerak ispita {exam}} few {Obrisali ste # nezapočeta primjerka ispita {exam}} other {Obrisali ste # nezapočetih primjeraka ispita {exam}}}',
      'instance-submitted': 'Predali ste ispit {exam} studenta {student}',
      'question-created': 'Stvorili ste pitanje {question}',
      'question-version': 'Spremili ste {version}. inačicu pitanja {question}',
      'question-updated': 'Promijenili ste pitanje {question}',
      'ticket-raised': '{student} pita o {ordinal}. pitanju ispita {exam}',
      'ticket-reopened': '{student} ponovno je otvorio upit o {ordinal}. pitanju ispita {exam}',
      'ticket-assigned': 'Preuzeli ste upit studenta {student} o {ordinal}. pitanju ispita {exam}',
      'ticket-answered': 'Odgovorili ste studentu {student} o {ordinal}. pitanju ispita {exam}',
      'ticket-closed': 'Zatvorili ste upit studenta {student} o {ordinal}. pitanju ispita {exam}',
      'answer-graded': 'Ocijenili ste {ordinal}. pitanje studenta {student} na ispitu {exam}: {score} bodova',
      'exam-regraded': '{count, plural, one {Ponovno ste ocijenili ispit {exam}: promijenjen je # odgovor} few {Ponovno ste ocijenili ispit {exam}: promijenjena su # odgovora} other {Ponovno ste ocijenili ispit {exam}: promijenjeno je # odgovora}}',
    },
    someone: 'student',
    unknownExam: 'ispit',
    unknownQuestion: 'pitanje',
  },
};
