/** backoffice-api.md §8: the German default messages of time tracking. */
export const ERRORS = {
  activities: {
    load: 'Aktivitäten konnten nicht geladen werden.',
    create: 'Aktivität konnte nicht erstellt werden.',
    update: 'Aktivität konnte nicht aktualisiert werden.',
  },
  schedules: {
    load: 'Planung konnte nicht geladen werden.',
    create: 'Planung konnte nicht erstellt werden.',
    update: 'Planung konnte nicht aktualisiert werden.',
    remove: 'Planung konnte nicht gelöscht werden.',
  },
  projects: {
    load: 'Projekte konnten nicht geladen werden.',
    /** The project form's branch select. */
    branches: 'Filialen konnten nicht geladen werden.',
  },
  tasks: {
    load: 'Aufgaben konnten nicht geladen werden.',
    update: 'Aufgabe konnte nicht aktualisiert werden.',
    /** The task form's assignee select. */
    users: 'Mitarbeiter konnten nicht geladen werden.',
    /** „Zuletzt geöffnet von …“ in the task drawer. */
    views: 'Wer die Aufgabe geöffnet hat, konnte nicht geladen werden.',
  },
  balances: 'Zeitsalden konnten nicht geladen werden.',
  holidayBalances: 'Urlaubskonten konnten nicht geladen werden.',
  absences: {
    load: 'Abwesenheiten konnten nicht geladen werden.',
    update: 'Abwesenheit konnte nicht aktualisiert werden.',
  },
} as const;
