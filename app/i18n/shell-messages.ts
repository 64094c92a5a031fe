/**
 * The few words shown where no page's messages are loaded (issue 34): the toast's close button
 * (the toast lives in the document shell, outside every page) and the partner portal's last
 * resort, when its layout could not load its messages. Small enough to travel in the code; the
 * same words as the locale files use for the same things.
 */
import { type Language, languageFromPath } from "@shared/i18n/languages";

export interface ShellMessages {
  closeNotification: string;
  /** The partner portal's error page when nothing else could be loaded. */
  portalFailed: { title: string; text: string };
}

export const shellMessages: Record<Language, ShellMessages> = {
  en: {
    closeNotification: "Close notification",
    portalFailed: {
      title: "Something went wrong",
      text: "We could not show this page just now. Please try again in a moment.",
    },
  },
  es: {
    closeNotification: "Cerrar la notificación",
    portalFailed: {
      title: "Algo ha salido mal",
      text: "Ahora mismo no podemos mostrar esta página. Vuelve a intentarlo dentro de un momento.",
    },
  },
  fr: {
    closeNotification: "Fermer la notification",
    portalFailed: {
      title: "Un problème est survenu",
      text: "Nous ne pouvons pas afficher cette page pour le moment. Veuillez réessayer dans un instant.",
    },
  },
  de: {
    closeNotification: "Benachrichtigung schließen",
    portalFailed: {
      title: "Etwas ist schiefgelaufen",
      text: "Diese Seite kann gerade nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal.",
    },
  },
};

/** The shell's words in the language of a path (`/es/…` Spanish, no prefix English). */
export function shellMessagesFor(pathname: string): ShellMessages {
  return shellMessages[languageFromPath(pathname)];
}
