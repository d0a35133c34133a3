// Strings of the public stalk page (docs/live.md, Stalk); registered by the page (src/features/stalk/messages.ts).
export const stalk = {
  stalk: {
    title: '{exam} — {course}',
    help: 'Who is taking the exam now, under names made up for this exam. Refreshed every {seconds} seconds.',
    serverTime: 'Server time',
    closesAt: 'The exam closes at',
    updatedAt: 'Updated',
    counts: '{ongoing, plural, one {# taking the exam} other {# taking the exam}} · {submitted, plural, one {# just submitted} other {# just submitted}}',
    what: 'the exam’s page',
    empty: 'Nobody is taking this exam now.',
    tableLabel: 'Students taking {exam}, under made-up names',
    notFound: {
      title: 'No public page for this exam',
      text: 'The exam does not exist, or its teachers have not made its progress public.',
    },
    throttled: 'Too many requests from this computer; the page tries again shortly.',
    stale: 'The page could not be refreshed; it shows the last data it received.',
    columns: {
      pseudonym: 'Taker',
      state: 'State',
      progress: 'Answered',
      focusLosses: 'Left the page',
      timeLeft: 'Time left',
      contact: 'Last contact',
    },
    states: {
      ongoing: 'Taking the exam',
      submitted: 'Submitted',
    },
    progress: '{answered} of {total}',
    progressLabel: '{answered} of {total} questions answered',
    focusLosses: '{count, plural, =0 {Never} one {# time} other {# times}}',
    timeUp: 'Time is up',
    contactLost: 'Contact lost',
    never: 'Not yet',
  },
} as const;
