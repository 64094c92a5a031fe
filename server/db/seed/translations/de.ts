/**
 * German (de) versions of the shipped programs and destinations, written from the English seed
 * (../programs.ts, ../destinations.ts) with every fact kept: prices, ages, dates, hours, weeks.
 * Content, not code: one file a language keeps a translator's work in one place, hence its length.
 * Seeded once (server/db/seed/index.ts); staff edit translations in the admin afterwards.
 */
import type { LocaleTranslationSeeds } from "./types";

export const de: LocaleTranslationSeeds = {
  programs: {
    "clover-summer-galway": {
      title: "Clover Summer School Galway",
      shortDescription:
        "Englischunterricht, Tagesausflüge in den Westen Irlands und Campusleben an der University of Galway für 11- bis 17-Jährige.",
      description:
        "Unsere Sommerschule in Galway befindet sich auf dem Campus der University of Galway, nur einen kurzen Spaziergang am Fluss Corrib entlang vom Stadtzentrum entfernt. Am ersten Morgen legen alle Teilnehmenden einen Einstufungstest ab und kommen dann in eine Klasse mit höchstens 12 Jugendlichen auf dem passenden Niveau. Unterricht ist an jedem Wochentag vormittags, und das Sprechen steht an erster Stelle: Die Lehrkräfte bauen die Woche um echte Aufgaben herum auf – etwa Interviews mit Standbetreibern auf dem Samstagsmarkt, eine Gruppenpräsentation oder eine Postkarte nach Hause, die tatsächlich abgeschickt wird.\n\n" +
        "Nachmittage und Wochenenden gehören Galway und dem Westen Irlands: dem Spanish Arch und der Strandpromenade von Salthill, Sport auf dem Universitätsgelände, einem Ganztagesausflug nach Connemara oder zu den Cliffs of Moher und einer traditionellen Musiksession, bei der es für Jugendliche unter 18 Jahren nur alkoholfreie Getränke gibt. Die Jugendlichen wohnen bei Gastfamilien in Galway, die wir persönlich besuchen und kennen, oder in einer betreuten Unterkunft auf dem Campus, und ein Teammitglied ist rund um die Uhr erreichbar. Für Eltern und Gruppenleiter gibt es eine Broschüre zum Ausdrucken mit dem Wochenplan, allen Leistungen und einer Packliste.",
      location: "Galway",
      duration: "2–6 Wochen",
      ageRange: "11-17",
      highlights: [
        "Klassen mit höchstens 12 Teilnehmenden, nach einem Einstufungstest nach Niveau eingeteilt",
        "Auf dem Campus der University of Galway, direkt am Fluss Corrib",
        "Jede Woche ein Ganztagesausflug, von Connemara bis zu den Cliffs of Moher",
        "Gastfamilien in Galway (150–190 € pro Woche) oder betreute Unterkunft auf dem Campus",
        "Betreuungsteam während des gesamten Aufenthalts rund um die Uhr erreichbar",
        "Broschüre zum Ausdrucken mit dem kompletten Wochenplan für Eltern und Gruppenleiter",
      ],
      inclusions: [
        "15 Stunden Englischunterricht pro Woche",
        "Einstufungstest am ersten Morgen und Abschlusszertifikat",
        "Alle Lehrbücher und Unterrichtsmaterialien",
        "Nachmittagsprogramm von Montag bis Freitag",
        "Ein Ganztagesausflug pro Woche",
        "Willkommenspaket mit Schülerausweis und Stadtplan von Galway",
        "Notfalltelefon rund um die Uhr",
      ],
      activities: [
        "Tagesausflug nach Connemara und zur Kylemore Abbey",
        "Mit dem Reisebus zu den Cliffs of Moher und in den Burren",
        "Stadtrundgang durch das Latin Quarter und zum Spanish Arch",
        "Strandspiele in Salthill (bei gutem Wetter)",
        "Schnupperstunde in Gaelic Football und Hurling",
        "Traditionelle Musiksession – für Jugendliche unter 18 nur alkoholfreie Getränke",
        "Talentshow und Céilí (irischer Tanzabend) zum Abschied",
      ],
      timetable: {
        "Vormittag (9:00–12:30)":
          "Englischunterricht in Klassen mit höchstens 12 Teilnehmenden, mit einer kurzen Pause um 10:30 Uhr.",
        "Mittagessen (12:30–13:30)":
          "Mittagessen auf dem Campus oder ein Lunchpaket von der Gastfamilie.",
        "Nachmittag (14:00–17:30)": "Sport, Workshops oder eine Führung durch Galway.",
        Wochenplan: {
          "Montag bis Freitag": "Vormittags Unterricht, nachmittags Aktivitäten",
          "Drei Abende pro Woche": "Betreutes Abendprogramm, etwa Quiz, Film oder Disco",
          Samstag:
            "Ganztagesausflug nach Connemara, zu den Cliffs of Moher oder auf die Aran-Inseln",
          Sonntag:
            "Ein entspannter Tag mit der Gastfamilie oder ein ruhiges Programm auf dem Campus",
        },
      },
      faq: [
        {
          question: "Gibt es eine Broschüre zum Ausdrucken?",
          answer:
            "Ja. Für dieses Programm gibt es eine Broschüre zum Ausdrucken mit dem Wochenplan, allen Leistungen und einer Packliste. Gern schicken wir sie Ihnen zusammen mit Ihrem Angebot.",
        },
        {
          question: "Wo wohnt mein Kind?",
          answer:
            "Bei einer Gastfamilie in Galway (150–190 € pro Woche) oder in einer betreuten Unterkunft auf dem Campus. Unser Unterkunftsteam besucht jede Gastfamilie, bevor sie Teilnehmende aufnimmt, und jüngere Jugendliche bringen wir in der Regel in einer Familie unter.",
        },
        {
          question: "Was passiert, wenn wir stornieren müssen?",
          answer:
            "Bei einer Stornierung mehr als 30 Tage vor Kursbeginn erstatten wir den vollen Betrag abzüglich der Bearbeitungsgebühren; bei einer Stornierung 14 bis 30 Tage vorher erstatten wir 50 %, und bei weniger als 14 Tagen ist keine Erstattung möglich.",
        },
      ],
    },
    "clover-summer-dublin": {
      title: "Clover Summer School Dublin",
      shortDescription:
        "Eine lebendige Sommerschule für 12- bis 17-Jährige mitten in Dublin: vormittags Englisch, nachmittags die Hauptstadt entdecken.",
      description:
        "Die Clover Summer School Dublin findet an unserer Schule in der Merrion Row statt, wenige Minuten von St Stephen’s Green und der Grafton Street entfernt. Sie eignet sich für Jugendliche, die zum ersten Mal im Ausland lernen, ebenso wie für alle, die einen zweiten Sommer bei uns verbringen: Buchbar ist schon eine einzelne Woche, bleiben kann man bis zu vier Wochen. In den Klassen sitzen höchstens 12 Teilnehmende, und wo immer möglich mischen wir die Nationalitäten – so wird nicht nur im Unterricht, sondern auch in der Pause Englisch gesprochen.\n\n" +
        "Jeden Nachmittag ziehen unsere Betreuer mit der Gruppe los in die Stadt: zum Trinity College und zum Book of Kells, an den Strand von Howth, zu einem Hurling-Spiel im Croke Park oder zu einem Workshop in der Schule. Samstags steht ein Ganztagesausflug auf dem Programm, oft nach Glendalough in den Wicklow Mountains oder nach Kilkenny. Die Jugendlichen wohnen bei Gastfamilien in Dublin (180–220 € pro Woche) oder in einem betreuten Studentenwohnheim, und unser Team ist Tag und Nacht erreichbar.",
      location: "Dublin",
      duration: "1–4 Wochen",
      ageRange: "12-17",
      highlights: [
        "Buchbar ab einer Woche – ideal für den ersten Sommer im Ausland",
        "Zentral gelegene Schule nahe St Stephen’s Green",
        "Klassen mit höchstens 12 Teilnehmenden, wo immer möglich mit gemischten Nationalitäten",
        "Nachmittagsaktivitäten an jedem Wochentag und jeden Samstag ein Ganztagesausflug",
        "Gastfamilien in Dublin (180–220 € pro Woche) oder ein betreutes Studentenwohnheim",
        "Betreuung rund um die Uhr während des gesamten Aufenthalts",
      ],
      inclusions: [
        "15 Stunden Englischunterricht pro Woche",
        "Einstufungstest und Abschlusszertifikat",
        "Unterrichtsmaterialien",
        "Fünf Nachmittagsaktivitäten pro Woche",
        "Ein Ganztagesausflug pro Woche",
        "Leap Card für die öffentlichen Verkehrsmittel in Dublin während des Kurses",
        "Notfalltelefon rund um die Uhr",
      ],
      activities: [
        "Trinity College und das Book of Kells",
        "Klippenwanderung und Fish and Chips in Howth",
        "Tagesausflug nach Glendalough und in die Wicklow Mountains",
        "Stadionführung im Croke Park und Schnupperstunde in gälischen Sportarten",
        "Schnitzeljagd durch Temple Bar und zum Dublin Castle",
        "EPIC The Irish Emigration Museum, das Museum der irischen Auswanderung",
        "Abschiedsparty am letzten Freitag",
      ],
      timetable: {
        "Vormittag (9:00–12:30)":
          "Englischunterricht in Klassen mit höchstens 12 Teilnehmenden, mit Schwerpunkt auf Sprechen, Wortschatz und Grammatik in der Praxis.",
        "Nachmittag (14:00–17:30)": "Führungen, Sport oder kreative Workshops in der ganzen Stadt.",
        Abend:
          "Abendessen in der Gastfamilie oder im Wohnheim; zweimal pro Woche ein organisiertes Abendprogramm.",
        Wochenende: {
          Samstag: "Ganztagesausflug, zum Beispiel nach Glendalough oder Kilkenny",
          Sonntag: "Freier Tag mit der Gastfamilie oder ein Halbtagesausflug für Wohnheimgäste",
        },
      },
      faq: [
        {
          question: "Kann mein Kind auch nur eine Woche kommen?",
          answer:
            "Ja. Die Clover Summer School Dublin ist ab einer Woche und für bis zu vier Wochen buchbar; im Sommer beginnen jeden Montag neue Teilnehmende.",
        },
        {
          question: "Wie werden die Jugendlichen in der Stadt betreut?",
          answer:
            "Unsere Betreuer begleiten jede Aktivität am Nachmittag und am Wochenende, und die Jugendlichen melden sich zu Beginn und am Ende jedes Ausflugs bei ihnen. Außerhalb des Programms gelten Ausgehzeiten, die wir mit den Eltern und Gastfamilien vereinbaren.",
        },
      ],
    },
    "mini-stay-dublin": {
      title: "Mini-Stay Dublin",
      shortDescription:
        "Ein oder zwei Wochen Englisch und Dubliner Alltag für Schulgruppen von 12 bis 17 Jahren, die mit ihren eigenen Gruppenleitern reisen.",
      description:
        "Mini-Stay Dublin ist für Schulgruppen gedacht, die einen kurzen, gut organisierten Aufenthalt suchen, der sich ins Schuljahr einfügt. Die Gruppen reisen mit ihren eigenen Gruppenleitern und buchen über ihre Schule; wir kümmern uns um Unterricht, Aktivitätenprogramm und Unterkunft und stimmen alle Einzelheiten vorab mit der organisierenden Lehrkraft ab. Unterrichtet wird von unseren qualifizierten Lehrkräften in Klassen mit höchstens 12 Teilnehmenden, und auf Wunsch knüpfen wir an die Themen an, die Ihre Schülerinnen und Schüler zu Hause behandeln.\n\n" +
        "Jede Gruppe wählt die Unterkunft, die zu ihr passt. Die Tivoli Apartments bieten Studios für bis zu zwei Personen und Apartments mit einem Schlafzimmer für bis zu vier; in den Augustine Apartments gibt es Apartments mit zwei Schlafzimmern für bis zu sechs Personen; und LIV Dublin hat Einzel- oder Zweibettzimmer mit eigenem Bad sowie gemeinsam genutzte Apartments. Die Gruppenleiter wohnen gemeinsam mit ihren Schülerinnen und Schülern, und unser Team ist während des gesamten Aufenthalts rund um die Uhr für Sie da.",
      location: "Dublin",
      duration: "1–2 Wochen",
      ageRange: "12-17",
      highlights: [
        "Für Schulgruppen konzipiert, Buchung über die Schule",
        "Ganzjährig buchbar – passend zu Ihrem eigenen Schuljahr",
        "Die Gruppenleiter reisen mit und wohnen bei ihren Schülerinnen und Schülern",
        "Geschlossene Klassen mit höchstens 12 Teilnehmenden, auf Wunsch abgestimmt auf Ihren Lehrplan",
        "Apartments und Zimmer mit eigenem Bad bei Tivoli, Augustine und LIV Dublin",
      ],
      inclusions: [
        "Englischunterricht an jedem Wochentag in Klassen mit höchstens 12 Teilnehmenden",
        "Einstufungstest und Zertifikat für alle Schülerinnen und Schüler",
        "Unterrichtsmaterialien",
        "Geplantes Aktivitätenprogramm, abgestimmt mit den Gruppenleitern",
        "Begrüßungstreffen am Anreisetag",
        "Notfalltelefon rund um die Uhr für die Gruppenleiter",
      ],
      activities: [
        "Rundgang durch das georgianische Dublin und das Trinity College",
        "Besuch im National Museum of Ireland",
        "Küstenwanderung von Bray nach Greystones",
        "Führung durch das ehemalige Gefängnis Kilmainham Gaol",
        "Tagesausflug nach Glendalough",
        "Workshop in irischem Tanz",
      ],
      timetable: {
        Unterricht:
          "Vormittags oder nachmittags, Montag bis Freitag, je nach Aktivitätenplan der Gruppe.",
        Aktivitäten:
          "Halbtägige Besichtigungen an Wochentagen und ein optionaler Ganztagesausflug am Wochenende.",
        Unterkunft: {
          "Tivoli Apartments":
            "Studios für bis zu 2 Personen, Apartments mit einem Schlafzimmer für bis zu 4 Personen",
          "Augustine Apartments": "Apartments mit zwei Schlafzimmern für bis zu 6 Personen",
          "LIV Dublin":
            "Einzel- oder Zweibettzimmer mit eigenem Bad sowie gemeinsam genutzte Apartments",
        },
        "Vor der Anreise":
          "Wir stimmen den vollständigen Ablaufplan, die Zimmerliste und die Notfallkontakte mit der organisierenden Lehrkraft ab.",
      },
      faq: [
        {
          question: "Können einzelne Jugendliche einen Mini-Stay buchen?",
          answer:
            "Mini-Stay Dublin richtet sich an Schulgruppen: Gebucht wird über die Schule, und die Gruppe reist mit ihren eigenen Gruppenleitern. Für einzelne Jugendliche von 12 bis 17 Jahren sind stattdessen unsere Sommerschulen das Richtige.",
        },
        {
          question: "Welche Unterkunft passt zu unserer Gruppe?",
          answer:
            "Kleinere Gruppen mögen oft die Studios und Apartments mit einem Schlafzimmer im Tivoli; größere Gruppen, die gern gemeinsam kochen, entscheiden sich meist für die Augustine Apartments mit zwei Schlafzimmern; und LIV Dublin eignet sich für Gruppen, die Zimmer mit eigenem Bad bevorzugen. Mit Ihrem Angebot schicken wir Ihnen eine Empfehlung.",
        },
        {
          question: "Wie schnell erhalten wir ein Angebot?",
          answer:
            "Nennen Sie uns Ihre Termine, die Gruppengröße und das Alter der Teilnehmenden, und Sie erhalten innerhalb von 24 Stunden ein vollständiges Angebot.",
        },
      ],
    },
    "high-school-integration-cork": {
      title: "Schulaufenthalt in Cork",
      shortDescription:
        "Ein bis drei Monate als Gastschüler an einer weiterführenden Schule in Cork: Unterricht gemeinsam mit irischen Mitschülern und ein Zuhause in einer Gastfamilie.",
      description:
        "Der Schulaufenthalt in Cork richtet sich an Jugendliche von 15 bis 18 Jahren, die mehr wollen als einen Sprachkurs. Die Teilnehmenden besuchen vier bis dreizehn Wochen lang eine echte irische weiterführende Schule, tragen die Schuluniform, folgen dem Stundenplan und sitzen gemeinsam mit irischen Mitschülerinnen und Mitschülern im ganz normalen Unterricht – von Englisch und Geschichte bis zu Sport und Wirtschaft. Die meisten kommen ins Transition Year oder in die Fifth Year; dort bleibt neben dem Lernen auch Raum für Projekte, Sport und Schulausflüge.\n\n" +
        "Alle wohnen bei einer Gastfamilie in Cork (160–200 € pro Woche), die für die Dauer des Aufenthalts zu ihrem Zuhause wird. Dazu kommt eine persönliche Betreuungsperson von Clover, die sich jede Woche mit ihnen trifft, mit Schule und Gastfamilie in Kontakt bleibt und den Eltern einen kurzen Fortschrittsbericht schickt. Um dem Unterricht folgen zu können, sind mindestens mittlere Englischkenntnisse nötig. Nach ein paar Wochen erzählen uns die meisten, dass die größte Veränderung darin liegt, wie leicht ihnen jetzt das Plaudern mit Freunden in der Pause fällt.",
      location: "Cork",
      duration: "1–3 Monate",
      ageRange: "15-18",
      highlights: [
        "Echter Unterricht mit irischen Mitschülern statt einer separaten internationalen Gruppe",
        "Platz an einer weiterführenden Schule in Cork, passend zu Alter und Interessen",
        "Eine Gastfamilie in Cork (160–200 € pro Woche) für den gesamten Aufenthalt",
        "Wöchentliches Treffen mit der persönlichen Betreuungsperson von Clover",
        "Fortschrittsberichte für die Eltern und ein Schulzeugnis zum Abschluss",
      ],
      inclusions: [
        "Schulplatz an einer weiterführenden Schule in Cork",
        "Persönliche Betreuungsperson und wöchentliches Gespräch",
        "Orientierungstag bei der Ankunft",
        "Hilfe bei der Wahl der Fächer und der Nachmittagsaktivitäten",
        "Fortschrittsbericht für die Eltern",
        "Teilnahmebescheinigung",
        "Notfalltelefon rund um die Uhr",
      ],
      activities: [
        "Schulsportmannschaften und Arbeitsgemeinschaften nach dem Unterricht",
        "Projekte und Schulausflüge im Transition Year",
        "Wochenendausflüge mit der Gastfamilie",
        "Optionale Samstagsausflüge nach Kinsale und Blarney",
        "Stadtrundgang durch Cork während der Orientierungstage",
      ],
      timetable: {
        "Schultag (8:50–15:40)":
          "Regulärer Unterricht mit irischen Mitschülern nach dem Stundenplan der Schule.",
        "Nach der Schule":
          "Sport, Arbeitsgemeinschaften oder Musik, danach Hausaufgaben und Abendessen mit der Gastfamilie.",
        "Jede Woche":
          "Ein Gespräch mit der Betreuungsperson von Clover, meist am Freitagnachmittag.",
        Wochenenden: "Zeit mit der Gastfamilie, dazu optionale Ausflüge mit Clover.",
      },
      faq: [
        {
          question: "Welches Englischniveau brauche ich?",
          answer:
            "Mindestens ein mittleres Niveau (etwa B1), damit Sie dem Unterricht folgen können, der komplett auf Englisch stattfindet. Bevor wir einen Schulplatz bestätigen, prüfen wir Ihr Niveau mit einem kurzen Online-Test und einem Gespräch.",
        },
        {
          question: "In welche Klassenstufe komme ich?",
          answer:
            "Die meisten kommen ins Transition Year oder in die Fifth Year. Wir berücksichtigen Ihr Alter, Ihre Interessen und Ihre bisherige Schullaufbahn und legen die Klassenstufe noch vor Ihrer Ankunft gemeinsam mit der Schule fest.",
        },
        {
          question: "Wann kann ich anfangen?",
          answer:
            "Die Starttermine richten sich nach dem irischen Schuljahr, der Aufenthalt liegt also in der Schulzeit. Sagen Sie uns, wann Sie kommen möchten, und wir schlagen Ihnen Termine außerhalb der Schulferien vor.",
        },
      ],
    },
    "teacher-training": {
      title: "Erasmus+-Lehrerfortbildung",
      shortDescription:
        "Ein- und zweiwöchige Kurse für ausgebildete Lehrkräfte in Dublin, Cork und Galway, förderfähig über die Leitaktion 1 von Erasmus+.",
      description:
        "Unsere Erasmus+-Kurse bieten ausgebildeten Lehrkräften eine oder zwei Wochen in Irland, um das eigene Englisch aufzufrischen, Ideen mitzunehmen, die sich gleich am nächsten Montag im Unterricht einsetzen lassen, und sich mit Kolleginnen und Kollegen aus ganz Europa auszutauschen. Die Kurse finden das ganze Jahr über in Dublin, Cork und Galway statt und umfassen Methodik für Englischlehrkräfte, Englisch für Lehrkräfte anderer Fächer sowie Sprachtraining für Lehrkräfte, die in ihrer Arbeit mehr Englisch verwenden möchten.\n\n" +
        "Gefördert werden diese Kurse über die Leitaktion 1 von Erasmus+. Die Fördermittel erhält Ihre Schule oder Einrichtung, deshalb bewerben sich Lehrkräfte über ihre Institution und nicht als Einzelpersonen. Sobald Ihre Termine feststehen, stellen wir Ihnen die Kursbeschreibung, eine Zulassungsbestätigung und alles zur Verfügung, was Ihre Erasmus+-Koordination für die Unterlagen braucht. Am Ende des Kurses erhalten alle Teilnehmenden eine Teilnahmebescheinigung.",
      location: "Dublin, Cork und Galway",
      duration: "1–2 Wochen",
      ageRange: "Ausgebildete Lehrkräfte",
      highlights: [
        "Förderfähig über die Leitaktion 1 von Erasmus+",
        "Das ganze Jahr über in Dublin, Cork und Galway",
        "Praxisnahe Einheiten, die Sie direkt im eigenen Unterricht umsetzen können",
        "Kleine Gruppen mit Lehrkräften aus ganz Europa",
        "Unterstützung bei den Unterlagen für die Erasmus+-Koordination Ihrer Schule",
      ],
      inclusions: [
        "Unterricht und Kursmaterialien",
        "Kursbeschreibung und Zulassungsbestätigung für Ihren Antrag",
        "Fragebogen zur Einstufung vor der Anreise",
        "Kulturelles Nachmittagsprogramm",
        "Teilnahmebescheinigung",
        "Hilfe bei der Unterkunft, von Gastfamilien bis zu Hotels",
      ],
      activities: [
        "Besuch an einer irischen Schule (sofern es die Schulzeiten erlauben)",
        "Geführter Stadtrundgang durch Ihre Kursstadt",
        "Abend mit traditioneller irischer Musik",
        "Tagesausflug am Wochenende, zum Beispiel nach Glendalough oder Connemara",
        "Begrüßungs- und Abschiedstreffen mit Ihrer Kursgruppe",
      ],
      timetable: {
        "Vormittag (9:00–12:30)":
          "Kurseinheiten: Methodik, Sprachtraining und praktische Workshops.",
        "Nachmittag (13:30–15:00)":
          "An zwei oder drei Tagen pro Woche Projektarbeit, gegenseitiges Unterrichten oder ein Besuch passend zum Kursthema.",
        Freitag:
          "Wochenrückblick, Aktionsplan für Ihre eigene Schule und Übergabe der Bescheinigungen.",
        "Vor Ihrer Anreise":
          "Ihre Schule beantragt die Förderung über die Leitaktion 1 von Erasmus+; wir schicken ihr die nötigen Unterlagen.",
      },
      faq: [
        {
          question: "Kann ich mich als einzelne Lehrkraft bewerben?",
          answer:
            "Für eine Erasmus+-Förderung nicht. Die Fördermittel erhält Ihre Schule oder Einrichtung, deshalb läuft der Antrag über sie. Sprechen Sie zuerst mit der Erasmus+-Koordination Ihrer Schule; wir schicken gern eine Kursbeschreibung und beantworten alle Fragen.",
        },
        {
          question: "Wann sollte unsere Schule den Antrag stellen?",
          answer:
            "Die Fristen legt die Erasmus+-Nationalagentur Ihres Landes jedes Jahr neu fest, erkundigen Sie sich dort also frühzeitig. Sobald die Förderung Ihrer Schule feststeht, bestätigen wir die Termine und schicken Ihnen eine Zulassungsbestätigung.",
        },
        {
          question: "Welche Stadt soll ich wählen?",
          answer:
            "Die Kursinhalte sind in Dublin, Cork und Galway identisch. Dublin bietet am meisten zu sehen, Cork ist überschaubar und herzlich, und Galway ist ideal, wenn Sie die Westküste direkt vor der Tür haben möchten.",
        },
      ],
    },
    "cert-tesol": {
      title: "Trinity CertTESOL 2026",
      shortDescription:
        "Ein berufsbegleitender Trinity-CertTESOL-Kurs mit 130 Stunden in sieben Wochen in Dublin oder Cork, für Hochschulabsolventen, die in den Englischunterricht einsteigen.",
      description:
        "Das Trinity CertTESOL ist eine international anerkannte Einstiegsqualifikation für alle, die Englisch als Fremdsprache unterrichten möchten. Unser berufsbegleitender Kurs bündelt 130 Präsenzstunden in sieben Wochen: In den ersten drei Wochen findet der Unterricht am späten Nachmittag von 16:30 bis 18:30 Uhr statt, sodass Sie weiterarbeiten können, während Sie sich die Grundlagen aneignen; ab der vierten Woche laufen die Einheiten montags bis freitags von 13:00 bis 18:30 Uhr, und Sie unterrichten echte Klassen mit erwachsenen Lernenden und bekommen Feedback von Ihren Tutoren.\n\n" +
        "Der Kurs besteht aus fünf Modulen: Teaching Skills (Unterrichtskompetenz, 74 Stunden), Language Awareness & Skills (Sprachbewusstsein, 20 Stunden), Learner Profile (Lernerprofil, 18 Stunden), Materials Assignment (Materialarbeit, 8 Stunden) und Teaching Practice (Unterrichtspraxis, 10 Stunden). Für die Zulassung brauchen Sie einen Hochschulabschluss auf NFQ-Niveau 7 oder höher (oder einen gleichwertigen Abschluss), ein Vorgespräch und eine kurze Vorab-Aufgabe; das Zertifikat erhalten Sie, wenn Sie alle fünf Module mit PASS bestehen. 2026 findet der Kurs dreimal statt: Dublin, Kurs 1 vom 26. Januar bis 13. März, Cork vom 20. April bis 5. Juni und Dublin, Kurs 2 vom 15. Juni bis 31. Juli.",
      location: "Dublin und Cork",
      duration: "7 Wochen, berufsbegleitend",
      ageRange: "Hochschulabsolventen (18+)",
      highlights: [
        "130 Präsenzstunden in sieben Wochen, berufsbegleitend",
        "Drei Kurse im Jahr 2026: zwei in Dublin, einer in Cork",
        "Bewertete Unterrichtspraxis mit echten erwachsenen Lernenden",
        "Kleine Gruppen und individuelles Feedback von erfahrenen Tutoren",
        "Durchgeführt an einem Prüfungszentrum des Trinity College London",
        "Kursgebühr ab 1.300 €",
      ],
      inclusions: [
        "130 Stunden Unterricht und betreute Unterrichtspraxis",
        "Vorab-Aufgabe und Vorgespräch",
        "Kurshandbuch und Materialien",
        "360 Minuten bewertete Unterrichtspraxis",
        "360 Minuten Hospitation bei erfahrenen Lehrkräften",
        "Tutorien und schriftliches Feedback zu jeder Aufgabe",
        "Abschließende externe Prüfung durch einen Moderator des Trinity College London",
      ],
      activities: [
        "Input-Einheiten zu Methodik, Grammatik und Phonologie",
        "Unterrichtsstunden für erwachsene Lernende planen und halten",
        "Hospitationen bei erfahrenen Clover-Lehrkräften",
        "Fallstudie im Einzelunterricht mit einer Person, die Englisch lernt",
        "Jede eigene Unterrichtsstunde gemeinsam mit Tutor und Kursgruppe reflektieren",
        "Eigene Unterrichtsmaterialien entwickeln und bewerten",
      ],
      timetable: {
        "Wochen 1–3 (16:30–18:30 Uhr, Montag bis Freitag)":
          "Input-Einheiten zu Unterrichtskompetenz, Sprachbewusstsein und Phonologie.",
        "Wochen 4–7 (13:00–18:30 Uhr, Montag bis Freitag)":
          "Unterrichtsplanung, Unterrichtspraxis mit Feedback, Hospitationen und Input-Einheiten.",
        "Kurse 2026": {
          "Dublin – Kurs 1": "26. Januar – 13. März 2026",
          Cork: "20. April – 5. Juni 2026",
          "Dublin – Kurs 2": "15. Juni – 31. Juli 2026",
        },
        Kursmodule: {
          "Teaching Skills (Unterrichtskompetenz)": "74 Stunden",
          "Language Awareness & Skills (Sprachbewusstsein)": "20 Stunden",
          "Learner Profile (Lernerprofil)": "18 Stunden",
          "Materials Assignment (Materialarbeit)": "8 Stunden",
          "Teaching Practice (Unterrichtspraxis)": "10 Stunden",
        },
      },
      faq: [
        {
          question: "Welche Zulassungsvoraussetzungen gibt es?",
          answer:
            "Ein Hochschulabschluss auf NFQ-Niveau 7 oder höher (oder eine gleichwertige Qualifikation), ein erfolgreiches Vorgespräch und eine erledigte Vorab-Aufgabe. Sie brauchen sehr gute Englischkenntnisse, müssen aber keine Muttersprachlerin und kein Muttersprachler sein.",
        },
        {
          question: "Brauche ich Unterrichtserfahrung?",
          answer:
            "Nein. Das CertTESOL ist eine Einstiegsqualifikation, und die meisten unserer Teilnehmenden haben vorher noch nie eine Klasse unterrichtet. Die Unterrichtspraxis beginnt mit kurzen, sorgfältig geplanten Stunden und wird dann Schritt für Schritt ausgebaut.",
        },
        {
          question: "Wie ist der Kurs anerkannt?",
          answer:
            "Das Trinity CertTESOL erfüllt den Standard, den die meisten Arbeitgeber verlangen: mindestens 120 Stunden angeleiteter Unterricht und Praxis, 360 Minuten bewertete Unterrichtspraxis, vier schriftliche Arbeiten mit 750–1.000 Wörtern und 360 Minuten Hospitation bei erfahrenen Lehrkräften.",
        },
        {
          question: "Wie bestehe ich den Kurs?",
          answer:
            "Sie müssen in allen fünf Modulen den Standard PASS erreichen. Ihre Tutoren geben Ihnen zu jeder Unterrichtsstunde und jeder Aufgabe Feedback, sodass Sie immer wissen, wo Sie stehen.",
        },
      ],
    },
    "executive-education": {
      title: "Executive Education Award (Niveau 9)",
      shortDescription:
        "Demnächst: ein einjähriger, berufsbegleitender Abschluss auf Niveau 9 mit 30 ECTS-Punkten, als Blended Learning von Dublin aus, für Berufstätige.",
      description:
        "Der Executive Education Award ist eine Qualifikation auf postgradualem Niveau für Fach- und Führungskräfte, die in einem internationalen Umfeld führen, kommunizieren und verhandeln. Er ist auf Niveau 9 des irischen Nationalen Qualifikationsrahmens (NFQ) eingestuft, umfasst 30 ECTS-Punkte und 600–750 Lernstunden in einem Jahr – und ist damit so angelegt, dass er neben einer Vollzeitstelle läuft, statt sie zu ersetzen.\n\n" +
        "Das Programm verbindet Online- und Präsenzphasen: Der größte Teil des Studiums findet online statt, mit angeleiteter Lektüre, Live-Seminaren und Projektarbeit, und in Workshops an unserem Standort in Dublin fügt sich alles zusammen. Das Programm startet in Kürze, und Sie können schon jetzt Ihr Interesse bekunden. Hinterlassen Sie Ihre Kontaktdaten, und wir melden uns, sobald Termine, Gebühren und die vollständige Modulliste feststehen.",
      location: "Dublin (hybrid)",
      duration: "1 Jahr, berufsbegleitend",
      ageRange: "Berufstätige (23+)",
      highlights: [
        "Niveau 9 des irischen Nationalen Qualifikationsrahmens (NFQ)",
        "30 ECTS-Punkte",
        "600–750 Lernstunden in einem Jahr, berufsbegleitend",
        "Blended Learning mit Workshops in Dublin",
        "Demnächst: Bekunden Sie jetzt Ihr Interesse",
      ],
      inclusions: [
        "Live-Online-Seminare und angeleitetes Selbststudium",
        "Präsenz-Workshops an unserem Standort in Dublin",
        "Persönliche Studienbetreuung durch einen Tutor",
        "Zugang zur Online-Lernplattform für das ganze Jahr",
        "Feedback zu Ihren Prüfungsleistungen während des gesamten Programms",
      ],
      activities: [
        "Live-Online-Seminare",
        "Fallstudien aus internationalen Organisationen",
        "Praxisprojekt aus Ihrem eigenen Arbeitsumfeld",
        "Workshops zu Präsentation und Verhandlung in Dublin",
        "Diskussionsgruppen mit anderen Teilnehmenden",
      ],
      timetable: {
        Format:
          "Blended Learning: Online-Studium und Live-Seminare, dazu Workshops auf dem Campus in Dublin.",
        Arbeitsaufwand:
          "600–750 Lernstunden in einem Jahr, einschließlich Selbststudium und Prüfungen.",
        Leistungspunkte: "30 ECTS auf Niveau 9 des irischen NFQ.",
        Status: "Demnächst – Sie können schon jetzt Ihr Interesse bekunden.",
      },
      faq: [
        {
          question: "Wann beginnt das Programm?",
          answer:
            "Die Termine stehen noch nicht fest. Bekunden Sie Ihr Interesse, und wir informieren Sie, sobald der erste Jahrgang angekündigt wird.",
        },
        {
          question: "Kann ich neben einer Vollzeitstelle studieren?",
          answer:
            "Ja, genau dafür ist das Programm gedacht. Rechnen Sie mit 600–750 Lernstunden über das Jahr verteilt, größtenteils online und zu Zeiten, die Ihnen passen, dazu Workshops in Dublin.",
        },
      ],
    },
    "exam-preparation": {
      title: "Prüfungsvorbereitung (Trinity GESE, ISE & SEW)",
      shortDescription:
        "Gezielte Vorbereitung auf Trinity GESE, ISE und Spoken English for Work, an einem Prüfungszentrum des Trinity College London in Dublin und Cork.",
      description:
        "Unser Kurs zur Prüfungsvorbereitung richtet sich an Lernende ab 16 Jahren, die ein Zertifikat des Trinity College London brauchen – für Studium oder Beruf oder einfach für sich selbst. Wir bereiten auf die Graded Examinations in Spoken English (GESE), Integrated Skills in English (ISE) und Spoken English for Work (SEW) vor. Als Prüfungszentrum des Trinity College London kennen wir die Prüfungen von innen, und viele legen ihre Prüfung am Ende des Kurses direkt bei uns ab.\n\n" +
        "Vormittags bauen Sie das allgemeine Englisch auf, das Sie auf Ihrem Niveau brauchen; nachmittags dreht sich alles um die Prüfung selbst: Sie wählen Ihr Thema und bereiten es vor, üben die interaktive Aufgabe, trainieren Lesen und Schreiben unter Zeitvorgabe und absolvieren komplette Probeprüfungen, bei denen eine Lehrkraft die Rolle der Prüferin oder des Prüfers übernimmt. In den Klassen sitzen höchstens 15 Teilnehmende, und Sie können zwischen zwei und zwölf Wochen in Dublin oder Cork lernen.",
      location: "Dublin und Cork",
      duration: "2–12 Wochen",
      ageRange: "16+",
      highlights: [
        "Vorbereitung auf Trinity GESE, ISE und Spoken English for Work",
        "Unterricht an einem Prüfungszentrum des Trinity College London",
        "Probeprüfungen mit einer Lehrkraft in der Rolle der Prüfenden",
        "Klassen mit höchstens 15 Teilnehmenden",
        "Lernen in Dublin oder Cork, zwei bis zwölf Wochen lang",
      ],
      inclusions: [
        "Allgemeines Englisch an jedem Vormittag",
        "Prüfungsvorbereitung an jedem Nachmittag",
        "Einstufungstest und Beratung, welche Prüfung und welche Stufe zu Ihnen passt",
        "Komplette Probeprüfung mit schriftlichem Feedback",
        "Übungsmaterialien für die Prüfung",
        "Teilnahmebescheinigung",
      ],
      activities: [
        "Sprechstunden zur Vorbereitung Ihres Prüfungsthemas",
        "Sprechtraining mit einem Partner aus einer anderen Klasse",
        "Lesen und Schreiben unter Zeitvorgabe für die ISE",
        "Rollenspiele zu Situationen im Berufsalltag (SEW)",
        "Wöchentliches Freizeitprogramm mit der ganzen Schule",
      ],
      timetable: {
        "Vormittag (9:00–12:30)": "Allgemeines Englisch auf Ihrem Niveau.",
        "Nachmittag (13:30–15:00)":
          "Prüfungstraining: Themenarbeit, interaktive Aufgaben, Hör-, Lese- und Schreibübungen.",
        "Alle zwei Wochen": "Eine mündliche Probeprüfung mit Feedback zu jedem Prüfungsteil.",
        Prüfungstag:
          "Sie legen Ihre Trinity-Prüfung an einem der festgelegten Prüfungstermine in unserem Zentrum ab.",
      },
      faq: [],
    },
    "personalised-programmes": {
      title: "Individuelle Programme",
      shortDescription:
        "Einzelunterricht oder Englisch in der Kleingruppe, ganz nach Ihren Zielen, Ihrem Niveau und Ihrem Zeitplan – in Dublin, Cork oder Galway.",
      description:
        "Manchmal passt eine Standardklasse einfach nicht: Sie haben nächsten Monat ein Vorstellungsgespräch auf Englisch, Ihre Familie zieht nach Irland, oder Ihr Team muss vor internationalen Kunden präsentieren. Unsere individuellen Programme werden für eine einzelne Person oder eine kleine Gruppe zusammengestellt, auf jedem Niveau und für jedes Alter ab 11 Jahren. Sie beginnen an einem Termin, der Ihnen passt, und lernen so lange, wie Sie möchten – von einer Woche bis zu einem ganzen Jahr.\n\n" +
        "Noch vor Ihrer Anreise sieht sich Ihre Lehrkraft Ihr Niveau, Ihre Ziele und die Situationen an, in denen Sie Englisch brauchen, und erstellt daraus einen Plan. Sie bestimmen die Intensität selbst, von ein paar Stunden pro Woche neben dem Beruf bis zum Vollzeitkurs, bei dem Sie ganz in die Sprache eintauchen, und jede Woche gehen wir den Plan gemeinsam mit Ihnen durch. Da jedes Programm anders ist, kalkulieren wir jedes einzeln und schicken Ihnen innerhalb von 24 Stunden ein Angebot.",
      location: "Dublin, Cork und Galway",
      duration: "1 Woche bis 1 Jahr",
      ageRange: "Alle Altersgruppen",
      highlights: [
        "Einzelunterricht oder Unterricht in der Kleingruppe",
        "Alle Altersgruppen ab 11 Jahren und jedes Niveau von Anfänger bis Fortgeschrittene",
        "Flexible Starttermine und Intensität",
        "Ein Plan nach Ihren eigenen Zielen, jede Woche überprüft",
        "In Dublin, Cork und Galway",
        "Angebot innerhalb von 24 Stunden",
      ],
      inclusions: [
        "Bedarfsanalyse und Einstufung vor Kursbeginn",
        "Persönlicher Lernplan",
        "Auf Ihre Ziele zugeschnittene Materialien",
        "Wöchentliche Fortschrittsbesprechung mit Ihrer Lehrkraft",
        "Teilnahmebescheinigung",
      ],
      activities: [
        "Rollenspiele für Besprechungen, Vorstellungsgespräche und Präsentationen",
        "Unterricht mitten in der Stadt: in der Bank, auf dem Markt oder im Café",
        "Aussprachetraining",
        "Schreibwerkstätten für E-Mails und Berichte",
        "Auf Wunsch Teilnahme am Freizeitprogramm der Schule",
      ],
      timetable: {
        Starttermine: "An jedem Wochentag, das ganze Jahr über.",
        Intensität: {
          Basis: "5 Unterrichtsstunden pro Woche, neben Beruf oder Studium",
          Standard: "10 bis 15 Unterrichtsstunden pro Woche",
          Intensiv: "20 oder mehr Unterrichtsstunden pro Woche für schnelle Fortschritte",
        },
        Unterrichtszeiten:
          "Vormittags, nachmittags oder am frühen Abend, nach Absprache mit Ihrer Lehrkraft.",
      },
      faq: [
        {
          question: "Was kostet ein individuelles Programm?",
          answer:
            "Das hängt von der Zahl der Unterrichtsstunden, der Gruppengröße und der Stadt ab, deshalb kalkulieren wir jedes Programm einzeln. Sagen Sie uns, was Sie brauchen, und Sie erhalten innerhalb von 24 Stunden ein Angebot.",
        },
        {
          question: "Können auch Kinder Einzelunterricht nehmen?",
          answer:
            "Ja, ab 11 Jahren. Wir wählen Lehrkräfte aus, die auf junge Lernende spezialisiert sind, und stimmen Unterrichtszeiten und Ablauf vorab mit den Eltern ab.",
        },
        {
          question: "Kann eine kleine Gruppe aus meinem Unternehmen gemeinsam lernen?",
          answer:
            "Ja. Kleine Gruppen können ein gemeinsames Programm belegen, dessen Unterricht sich an Ihrer tatsächlichen Arbeit orientiert, und wir können Gruppenunterricht mit Einzelstunden kombinieren.",
        },
      ],
    },
    "general-english-cork": {
      title: "Allgemeines Englisch in Cork",
      shortDescription:
        "Allgemeines Englisch für Erwachsene im Zentrum von Cork, das ganze Jahr über, in Klassen mit höchstens 15 Teilnehmenden – von einer Woche bis zu einem ganzen Jahr.",
      description:
        "Allgemeines Englisch in Cork ist unser Kernkurs für Erwachsene, unterrichtet an unserer Schule an der South Mall mitten im Stadtzentrum. Nach einem Einstufungstest am ersten Morgen kommen Sie in eine Klasse mit höchstens 15 Teilnehmenden auf Ihrem Niveau. Der Vormittagsunterricht von 9:00 bis 12:30 Uhr widmet sich Grammatik, Wortschatz, Hörverstehen und Sprechen, jeweils mit einem klaren Wochenziel; der Nachmittagsunterricht von 13:30 bis 15:00 Uhr konzentriert sich auf Fertigkeiten wie Aussprache, Konversation und Schreiben.\n\n" +
        "Sie können an jedem Montag beginnen und zwischen einer Woche und einem ganzen Jahr bleiben. Der Standardpreis beträgt 280 € pro Woche; wer 12 Wochen oder länger bucht, zahlt unseren Langzeittarif von 220 € pro Woche. Auch außerhalb des Unterrichts lebt es sich in Cork sehr angenehm: Die Stadt ist überschaubar, herzlich und von Küste und grüner Landschaft umgeben. Viele Teilnehmende entscheiden sich für eine Gastfamilie in Cork (160–200 € pro Woche), um auch zu Hause weiter Englisch zu sprechen.",
      location: "Cork",
      duration: "1–52 Wochen",
      ageRange: "18+",
      highlights: [
        "Klassen mit höchstens 15 Teilnehmenden",
        "Vormittagsunterricht 9:00–12:30 Uhr, Nachmittagsunterricht 13:30–15:00 Uhr",
        "Beginn an jedem Montag, Kursdauer von einer Woche bis zu einem Jahr",
        "280 € pro Woche oder 220 € pro Woche im Langzeittarif ab 12 Wochen",
        "Zentral gelegene Schule an der South Mall",
        "Gastfamilien in Cork für 160–200 € pro Woche",
      ],
      inclusions: [
        "Unterricht vormittags und nachmittags, Montag bis Freitag",
        "Einstufungstest und Niveaucheck alle vier Wochen",
        "Lehrbuch und Unterrichtsmaterialien",
        "Monatliches Einzelgespräch mit Ihrer Lehrkraft",
        "Teilnahmebescheinigung mit Angabe Ihres Niveaus",
        "Wöchentliches Freizeitprogramm",
      ],
      activities: [
        "Stadtrundgang durch Cork und über den English Market",
        "Tagesausflug nach Kinsale",
        "Cobh und das Titanic Experience",
        "Konversationsclub jeden Mittwoch",
        "Blarney Castle und seine Gärten",
        "Wochenendausflug zum Ring of Kerry",
      ],
      timetable: {
        "Vormittag (9:00–12:30)":
          "Allgemeines Englisch: Grammatik, Wortschatz, Lesen, Hörverstehen und Sprechen, mit einer kurzen Pause.",
        "Nachmittag (13:30–15:00)":
          "Fertigkeitstraining: Aussprache, Konversation, Schreiben und Englisch für den Alltag.",
        Wochenplan: {
          Montag: "Einstufungstest und Begrüßung neuer Teilnehmender um 8:45 Uhr",
          Mittwoch: "Konversationsclub nach dem Unterricht",
          Freitag: "Wochenrückblick und Lernstandskontrolle",
          Wochenende: "Optionale Ausflüge rund um Cork und in den Südwesten Irlands",
        },
      },
      faq: [
        {
          question: "Wie funktioniert der Langzeittarif?",
          answer:
            "Wenn Sie 12 Wochen oder länger buchen, berechnen wir jede Kurswoche mit 220 € statt mit dem Standardpreis von 280 €.",
        },
        {
          question: "Wann kann ich anfangen?",
          answer:
            "An jedem Montag im Jahr, auf jedem Niveau von Anfänger bis Fortgeschrittene. Fällt ein Montag auf einen Feiertag, beginnen neue Teilnehmende am Dienstag.",
        },
        {
          question: "Muss ich den Nachmittagsunterricht besuchen?",
          answer:
            "Der Nachmittagsunterricht gehört fest zum Kurs, und gerade dort machen viele Teilnehmende die größten Fortschritte beim Sprechen und in der Aussprache.",
        },
      ],
    },
    "junior-summer-dublin": {
      title: "Sommerschule für Jugendliche in Dublin",
      shortDescription:
        "Zwei bis acht Wochen Englisch, Aktivitäten und Dubliner Alltag für 12- bis 17-Jährige, mit 15 Stunden Unterricht pro Woche.",
      description:
        "Die Sommerschule für Jugendliche in Dublin ist für alle gedacht, die etwas länger bleiben und über den Sommer echte Fortschritte sehen möchten. Die Teilnehmenden zwischen 12 und 17 Jahren haben 15 Stunden Englisch pro Woche in Klassen mit höchstens 12 Jugendlichen, mit einem Einstufungstest am ersten Morgen und einem Niveaucheck alle zwei Wochen. Die Lehrkräfte verbinden Grammatik- und Wortschatzarbeit mit Projekten, die sich über die ganze Woche ziehen – etwa einem kurzen Podcast über Dublin oder einem Stadtführer für die Teilnehmenden im nächsten Jahr.\n\n" +
        "Die Nachmittage bieten eine ausgewogene Mischung aus Sport, Kultur und freier Zeit mit Freunden, und jeden Samstag gibt es einen Ganztagesausflug. Weil das Aktivitätenprogramm etwas schlanker ist als bei unseren kürzeren Sommerkursen, ist der Wochenpreis niedriger – so werden längere Aufenthalte erschwinglicher. Die Jugendlichen wohnen bei Gastfamilien in Dublin (180–220 € pro Woche) oder in einem betreuten Wohnheim, und unser Team ist rund um die Uhr erreichbar.",
      location: "Dublin",
      duration: "2–8 Wochen",
      ageRange: "12-17",
      highlights: [
        "15 Stunden Englisch pro Woche in Klassen mit höchstens 12 Teilnehmenden",
        "Aufenthalte von zwei bis acht Wochen für echte Fortschritte",
        "Wöchentliche Projektarbeit, vom Podcast bis zum Stadtführer",
        "Niveaucheck alle zwei Wochen und ein Bericht für die Eltern",
        "Jeden Samstag ein Ganztagesausflug",
        "Gastfamilien (180–220 € pro Woche) oder betreutes Wohnheim",
      ],
      inclusions: [
        "15 Stunden Englischunterricht pro Woche",
        "Einstufungstest, Fortschrittsberichte und Abschlusszertifikat",
        "Unterrichtsmaterialien",
        "Nachmittagsaktivitäten an Wochentagen",
        "Ein Ganztagesausflug pro Woche",
        "Notfalltelefon rund um die Uhr",
      ],
      activities: [
        "Picknick im Phoenix Park mit Rounders, einem Schlagballspiel",
        "Besuch im Dublin Zoo",
        "Tagesausflug nach Powerscourt und Glendalough",
        "Klippenwanderung in Howth",
        "Workshop zu Street Art und Fotografie",
        "Traditionelle Musiksession – für Jugendliche unter 18 nur alkoholfreie Getränke",
        "Fußballturnier in Fünferteams",
      ],
      timetable: {
        Unterricht: "9:00–12:30 Uhr, Montag bis Freitag: 15 Stunden Englisch pro Woche.",
        "Nachmittag (14:00–17:30)":
          "Aktivitäten mit unseren Betreuern oder Projektarbeit und Freizeit in kleinen Gruppen.",
        "Eine typische Woche": {
          Montag: "Unterricht; nachmittags Stadtrundgang durch das Zentrum",
          Dienstag: "Unterricht; nachmittags Sport im Phoenix Park",
          Mittwoch: "Unterricht; Besuch der National Gallery oder eines Museums",
          Donnerstag: "Unterricht; Projektwerkstatt und Freizeit in der Stadt mit den Betreuern",
          Freitag: "Unterricht und Projektpräsentationen; abends Disco oder Quiz",
          Samstag: "Ganztagesausflug, zum Beispiel nach Glendalough oder Howth",
          Sonntag: "Freier Tag mit der Gastfamilie oder ein entspannter Ausflug für Wohnheimgäste",
        },
      },
      faq: [
        {
          question: "Was ist der Unterschied zur Clover Summer School Dublin?",
          answer:
            "Die Sommerschule für Jugendliche in Dublin ist für längere Aufenthalte von zwei bis acht Wochen gedacht, mit Projektarbeit und regelmäßigen Niveauchecks sowie einem schlankeren Aktivitätenprogramm, das den Wochenpreis niedriger hält. Die Clover Summer School Dublin ist schon ab einer Woche buchbar und hat ein volleres Aktivitätenprogramm.",
        },
        {
          question: "Ist mein Kind mit anderen Jugendlichen zusammen, die seine Sprache sprechen?",
          answer:
            "Wo immer möglich mischen wir in jeder Klasse die Nationalitäten, und an der Schule wird Englisch gesprochen – auch in den Pausen.",
        },
      ],
    },
  },
  destinations: {
    dublin: {
      name: "Dublin",
      description:
        "Irlands Hauptstadt ist groß genug, um Sie monatelang zu beschäftigen, und klein genug, um sie an einem Nachmittag zu Fuß zu durchqueren. Unsere Schule liegt in der Merrion Row, wenige Minuten von St Stephen’s Green entfernt; Museen, Parks und das Meer in Howth und Dún Laoghaire erreichen Sie mit der S-Bahn DART oder dem Bus in kurzer Zeit. Gastfamilien in Dublin kosten in der Regel 180–220 € pro Woche.",
      features: [
        "Schule nahe St Stephen’s Green",
        "Nationale Museen und Galerien mit freiem Eintritt",
        "Küste und Berge in weniger als einer Stunde erreichbar",
        "Gastfamilien für 180–220 € pro Woche",
        "Kurse für Jugendliche und Erwachsene, Prüfungs- und Lehrerkurse",
      ],
    },
    cork: {
      name: "Cork",
      description:
        "Cork ist eine freundliche, überschaubare Stadt auf einer Insel im Fluss Lee, mit einer lebendigen kulinarischen Szene rund um den English Market und einem ausgeprägten Lokalstolz. Unsere Schule an der South Mall liegt mittendrin, und Kinsale, Cobh und Blarney sind bequeme Tagesausflüge. Gastfamilien in Cork kosten in der Regel 160–200 € pro Woche.",
      features: [
        "Zentral gelegene Schule an der South Mall",
        "Kompakte Innenstadt, alles zu Fuß erreichbar",
        "Tagesausflüge nach Kinsale, Cobh und Blarney",
        "Gastfamilien für 160–200 € pro Woche",
        "Schulaufenthalt an einer irischen weiterführenden Schule",
      ],
    },
    galway: {
      name: "Galway",
      description:
        "Galway ist eine kleine Universitätsstadt an der Westküste, bekannt für ihre Musik, ihre Festivals und die farbenfrohen Gassen des Latin Quarter. Unsere Schule liegt in der Dominick Street, gleich auf der anderen Seite des Flusses gegenüber dem Stadtzentrum, und unsere Sommerschule findet auf dem Campus der University of Galway statt. Connemara, die Aran-Inseln und die Cliffs of Moher sind gut erreichbar, und Gastfamilien kosten in der Regel 150–190 € pro Woche.",
      features: [
        "Lebendige Studentenstadt an der Atlantikküste",
        "Sommerschule auf dem Campus der University of Galway",
        "Connemara und die Aran-Inseln ganz in der Nähe",
        "Gastfamilien für 150–190 € pro Woche",
      ],
    },
  },
};
