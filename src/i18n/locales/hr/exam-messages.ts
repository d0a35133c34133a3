import type { examMessages as en } from '../en/exam-messages';
import type { LocaleShape } from '../locale-shape';

// Croatian strings of messages to an exam's takers: the staff's send-message page and the student's notices.
export const examMessages: LocaleShape<typeof en> = {
  examMessages: {
    link: 'Poruke',
    send: {
      title: 'Poruke studentima ispita {title}',
      help: 'Poruka se odmah pojavljuje na stranici ispita svakog studenta kojem je namijenjena, i onih koji počnu kasnije. Vidite tko ju je pročitao.',
      newTitle: 'Nova poruka',
      audience: 'Prima',
      audiences: {
        all: 'Svi pristupnici',
        'class-group': 'Jedna grupa',
        student: 'Jedan student',
      },
      classGroup: 'Grupa',
      classGroupPlaceholder: 'Odaberite grupu',
      classGroupOption: '{name} ({count, plural, one {# upisan student} few {# upisana studenta} other {# upisanih studenata}})',
      student: 'Student',
      studentPlaceholder: 'Upišite ime ili JMBAG',
      text: 'Poruka',
      textHelp: 'Markdown: **podebljano**, *kurziv*, popisi, poveznice, `kod`, $matematika$.',
      write: 'Piši',
      preview: 'Pregled',
      previewEmpty: 'Još nema ničega za pregled.',
      submit: 'Pošalji',
      sent: 'Poruka je poslana.',
      required: {
        classGroup: 'Odaberite grupu.',
        student: 'Odaberite studenta.',
        text: 'Napišite poruku.',
      },
    },
    sent: {
      title: 'Poslane poruke',
      what: 'poruke',
      empty: 'Studentima ovog ispita još nije poslana nijedna poruka.',
      audience: {
        all: 'Svim pristupnicima',
        'class-group': 'Grupi {group}',
        student: 'Studentu {name}',
      },
      by: 'Poslao/la {name}',
      delivered: 'Dostavljeno',
      displayed: 'Pročitano',
      ofTotal: '{count} od {total}',
      receipts: 'Tko je pročitao',
    },
    receipts: {
      title: 'Tko je pročitao poruku',
      what: 'primatelje',
      empty: 'Još nijedan student nema primjerak ovog ispita.',
      summary: '{unseen, plural, =0 {Svi su je pročitali.} one {# student je još nije pročitao.} few {# studenta je još nisu pročitala.} other {# studenata je još nije pročitalo.}}',
      columns: {
        student: 'Student',
        altId: 'JMBAG',
        classGroup: 'Grupa',
        delivered: 'Dostavljeno',
        displayed: 'Pročitano',
      },
      notDelivered: 'Nije dostavljeno',
      notDisplayed: 'Još nije pročitano',
    },
    student: {
      noticeAt: 'Poruka osoblja · {time}',
      dismiss: 'Zatvori poruku',
      open: '{count, plural, =0 {Poruke} other {Poruke ({count})}}',
      drawerTitle: 'Poruke osoblja',
    },
  },
};
