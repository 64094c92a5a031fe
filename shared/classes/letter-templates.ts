/**
 * The default warning letters (issue 30) in the four languages families read, and the e-mail
 * that carries their link. Staff edit a letter on /admin/attendance/letters; an edited one is
 * stored and replaces its default, a default is what a school starts with.
 */
import type { LetterLanguage, LetterTemplate, WarningLetterKind } from "./letters";

export const defaultLetterTemplates: Record<
  WarningLetterKind,
  Record<LetterLanguage, LetterTemplate>
> = {
  "first-warning": {
    en: {
      subject: "First attendance warning: {{course}}",
      body: `Dear {{studentName}},

Your attendance on {{course}} ({{startDate}} to {{endDate}}) is {{percent}} % of the lessons held up to {{issuedOn}}: {{attendedHours}} of {{scheduledHours}} hours.

Students holding a Stamp 2 permission must attend at least 85 % of their course, and the school must report students who do not. Please attend every remaining lesson on time. If you missed lessons because you were ill, bring your medical certificate to reception.

If something makes it hard for you to come to class, please talk to us: we want to help you finish your course.

This is a first warning.`,
    },
    es: {
      subject: "Primer aviso de asistencia: {{course}}",
      body: `Hola, {{studentName}}:

Tu asistencia al curso {{course}} (del {{startDate}} al {{endDate}}) es del {{percent}} % de las clases impartidas hasta el {{issuedOn}}: {{attendedHours}} de {{scheduledHours}} horas.

Si tienes un permiso Stamp 2, debes asistir al menos al 85 % del curso, y la escuela está obligada a comunicar los casos en que no se cumple. Por favor, asiste puntualmente a todas las clases que quedan. Si faltaste por enfermedad, trae tu certificado médico a recepción.

Si algo te impide venir a clase, habla con nosotros: queremos ayudarte a terminar tu curso.

Este es un primer aviso.`,
    },
    fr: {
      subject: "Premier avertissement d'assiduité : {{course}}",
      body: `Bonjour {{studentName}},

Votre assiduité au cours {{course}} (du {{startDate}} au {{endDate}}) est de {{percent}} % des cours donnés jusqu'au {{issuedOn}} : {{attendedHours}} heures sur {{scheduledHours}}.

Si vous êtes titulaire d'un permis Stamp 2, vous devez assister à au moins 85 % de votre cours, et l'école est tenue de signaler les étudiants qui ne le font pas. Nous vous demandons d'assister à l'heure à tous les cours restants. Si vous avez manqué des cours pour raison de santé, apportez votre certificat médical à l'accueil.

Si quelque chose vous empêche de venir en cours, parlez-nous-en : nous voulons vous aider à terminer votre cours.

Ceci est un premier avertissement.`,
    },
    de: {
      subject: "Erste Ermahnung zur Anwesenheit: {{course}}",
      body: `Guten Tag {{studentName}},

Ihre Anwesenheit im Kurs {{course}} ({{startDate}} bis {{endDate}}) beträgt {{percent}} % der bis zum {{issuedOn}} gehaltenen Unterrichtsstunden: {{attendedHours}} von {{scheduledHours}} Stunden.

Mit einer Aufenthaltserlaubnis Stamp 2 müssen Sie mindestens 85 % Ihres Kurses besuchen, und die Schule ist verpflichtet, Studierende zu melden, die dies nicht tun. Bitte besuchen Sie alle verbleibenden Stunden pünktlich. Wenn Sie wegen Krankheit gefehlt haben, bringen Sie bitte Ihr ärztliches Attest zur Rezeption.

Wenn Ihnen etwas den Unterrichtsbesuch erschwert, sprechen Sie bitte mit uns: Wir möchten Ihnen helfen, Ihren Kurs abzuschließen.

Dies ist eine erste Ermahnung.`,
    },
  },
  "final-warning": {
    en: {
      subject: "Final attendance warning: {{course}}",
      body: `Dear {{studentName}},

Despite our earlier warning, your attendance on {{course}} ({{startDate}} to {{endDate}}) is {{percent}} % of the lessons held up to {{issuedOn}}: {{attendedHours}} of {{scheduledHours}} hours.

This is a final warning. Students holding a Stamp 2 permission must attend at least 85 % of their course. If your attendance does not improve, the school is required to inform the immigration authorities, and your place on the course may be withdrawn.

You may appeal this letter in writing to the Director of Studies within five working days, with any medical certificates or other evidence.`,
    },
    es: {
      subject: "Último aviso de asistencia: {{course}}",
      body: `Hola, {{studentName}}:

A pesar de nuestro aviso anterior, tu asistencia al curso {{course}} (del {{startDate}} al {{endDate}}) es del {{percent}} % de las clases impartidas hasta el {{issuedOn}}: {{attendedHours}} de {{scheduledHours}} horas.

Este es un último aviso. Si tienes un permiso Stamp 2, debes asistir al menos al 85 % del curso. Si tu asistencia no mejora, la escuela está obligada a informar a las autoridades de inmigración y podrías perder tu plaza en el curso.

Puedes recurrir esta carta por escrito ante la dirección de estudios en un plazo de cinco días laborables, aportando certificados médicos u otras pruebas.`,
    },
    fr: {
      subject: "Dernier avertissement d'assiduité : {{course}}",
      body: `Bonjour {{studentName}},

Malgré notre précédent avertissement, votre assiduité au cours {{course}} (du {{startDate}} au {{endDate}}) est de {{percent}} % des cours donnés jusqu'au {{issuedOn}} : {{attendedHours}} heures sur {{scheduledHours}}.

Ceci est un dernier avertissement. Si vous êtes titulaire d'un permis Stamp 2, vous devez assister à au moins 85 % de votre cours. Si votre assiduité ne s'améliore pas, l'école est tenue d'en informer les autorités de l'immigration et votre place dans le cours pourra vous être retirée.

Vous pouvez contester cette lettre par écrit auprès de la direction des études dans un délai de cinq jours ouvrables, en joignant vos certificats médicaux ou tout autre justificatif.`,
    },
    de: {
      subject: "Letzte Ermahnung zur Anwesenheit: {{course}}",
      body: `Guten Tag {{studentName}},

Trotz unserer früheren Ermahnung beträgt Ihre Anwesenheit im Kurs {{course}} ({{startDate}} bis {{endDate}}) {{percent}} % der bis zum {{issuedOn}} gehaltenen Unterrichtsstunden: {{attendedHours}} von {{scheduledHours}} Stunden.

Dies ist eine letzte Ermahnung. Mit einer Aufenthaltserlaubnis Stamp 2 müssen Sie mindestens 85 % Ihres Kurses besuchen. Verbessert sich Ihre Anwesenheit nicht, ist die Schule verpflichtet, die Einwanderungsbehörden zu informieren, und Ihr Kursplatz kann Ihnen entzogen werden.

Sie können innerhalb von fünf Werktagen schriftlich bei der Studienleitung Widerspruch gegen dieses Schreiben einlegen und ärztliche Atteste oder andere Nachweise beifügen.`,
    },
  },
};

/** The e-mail around a letter: why we write, then (after the letter) the line of its link. */
export const letterEmailCopy: Record<LetterLanguage, { intro: string; download: string }> = {
  en: {
    intro: "We have written to you about your attendance. Please read the letter below.",
    download: "The letter as a PDF:",
  },
  es: {
    intro:
      "Te escribimos sobre tu asistencia a clase. Por favor, lee la carta que encontrarás a continuación.",
    download: "La carta en PDF:",
  },
  fr: {
    intro: "Nous vous écrivons au sujet de votre assiduité. Veuillez lire la lettre ci-dessous.",
    download: "La lettre en PDF :",
  },
  de: {
    intro:
      "Wir schreiben Ihnen wegen Ihrer Anwesenheit im Unterricht. Bitte lesen Sie das folgende Schreiben.",
    download: "Das Schreiben als PDF:",
  },
};
