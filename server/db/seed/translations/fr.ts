/**
 * French (fr) versions of the shipped programs and destinations, written from the English seed
 * (../programs.ts, ../destinations.ts) with every fact kept: prices, ages, dates, hours, weeks.
 * Content, not code: one file a language keeps a translator's work in one place, hence its length.
 * Seeded once (server/db/seed/index.ts); staff edit translations in the admin afterwards.
 */
import type { LocaleTranslationSeeds } from "./types";

export const fr: LocaleTranslationSeeds = {
  programs: {
    "clover-summer-galway": {
      title: "Clover Summer School Galway",
      shortDescription:
        "Cours d’anglais, excursions dans l’ouest de l’Irlande et vie de campus à l’Université de Galway (University of Galway), pour les 11–17 ans.",
      description:
        "Notre séjour d’été de Galway se déroule sur le campus de l’Université de Galway (University of Galway), à quelques minutes à pied du centre-ville en longeant la Corrib. Dès le premier matin, chaque élève passe un test de niveau et rejoint une classe adaptée, de 12 élèves maximum. Les cours ont lieu chaque matin en semaine et donnent la priorité à l’oral : les enseignants construisent la semaine autour de vraies missions, comme interviewer les commerçants du marché du samedi, préparer une présentation en groupe ou écrire à sa famille une carte postale qui partira vraiment par la poste.\n\n" +
        "Les après-midi et les week-ends sont consacrés à Galway et à l’ouest de l’Irlande : le Spanish Arch et la promenade de Salthill, du sport sur le campus universitaire, une excursion d’une journée dans le Connemara ou aux falaises de Moher, et une session de musique traditionnelle où les moins de 18 ans ne boivent que des boissons sans alcool. Les élèves logent dans des familles d’accueil de Galway que nous visitons et connaissons personnellement, ou dans une résidence encadrée sur le campus, et un membre de l’équipe reste joignable jour et nuit. Une brochure à imprimer, avec le programme de la semaine, les prestations incluses et une liste d’affaires à emporter, est disponible pour les parents et les accompagnateurs.",
      location: "Galway",
      duration: "2-6 semaines",
      ageRange: "11-17",
      highlights: [
        "Classes de 12 élèves maximum, constituées par niveau après un test",
        "Sur le campus de l’Université de Galway, au bord de la Corrib",
        "Une excursion d’une journée chaque semaine, du Connemara aux falaises de Moher",
        "Familles d’accueil à Galway (150–190 € par semaine) ou résidence encadrée sur le campus",
        "Une équipe joignable 24 h/24 pendant tout le séjour",
        "Brochure à imprimer avec le programme complet de la semaine, pour les parents et les accompagnateurs",
      ],
      inclusions: [
        "15 heures de cours d’anglais par semaine",
        "Test de niveau le premier matin et certificat de fin de cours",
        "Tous les manuels et supports de cours",
        "Programme d’activités l’après-midi, du lundi au vendredi",
        "Une excursion d’une journée chaque semaine",
        "Kit de bienvenue avec carte d’étudiant et plan de Galway",
        "Ligne d’urgence joignable 24 h/24",
      ],
      activities: [
        "Excursion d’une journée dans le Connemara et à l’abbaye de Kylemore",
        "Les falaises de Moher et le Burren en autocar",
        "Visite à pied du Quartier latin et du Spanish Arch",
        "Jeux de plage à Salthill (si la météo le permet)",
        "Initiation au football gaélique et au hurling",
        "Session de musique traditionnelle – boissons sans alcool uniquement pour les moins de 18 ans",
        "Spectacle de talents et céilí d’adieu (bal traditionnel irlandais)",
      ],
      timetable: {
        "Matin (9h00–12h30)":
          "Cours d’anglais en classes de 12 élèves maximum, avec une courte pause à 10h30.",
        "Déjeuner (12h30–13h30)":
          "Déjeuner sur le campus, ou panier-repas préparé par votre famille d’accueil.",
        "Après-midi (14h00–17h30)": "Sport, ateliers ou visite guidée dans Galway.",
        "Programme de la semaine": {
          "Du lundi au vendredi": "Cours le matin, activités l’après-midi",
          "Trois soirs par semaine": "Activité encadrée en soirée : quiz, film ou soirée dansante",
          Samedi:
            "Excursion d’une journée dans le Connemara, aux falaises de Moher ou aux îles d’Aran",
          Dimanche:
            "Journée tranquille avec votre famille d’accueil ou programme léger sur le campus",
        },
      },
      faq: [
        {
          question: "Existe-t-il une brochure à imprimer ?",
          answer:
            "Oui. Une brochure à imprimer, avec le programme de la semaine, les prestations incluses et une liste d’affaires à emporter, est disponible pour ce programme : nous vous l’envoyons volontiers avec votre devis.",
        },
        {
          question: "Où mon enfant sera-t-il logé ?",
          answer:
            "Dans une famille d’accueil de Galway (150–190 € par semaine) ou dans une résidence encadrée sur le campus. Notre équipe hébergement visite chaque famille avant qu’elle n’accueille le moindre élève, et les plus jeunes sont généralement placés en famille.",
        },
        {
          question: "Et si nous devons annuler ?",
          answer:
            "En cas d’annulation plus de 30 jours avant le début du séjour, nous remboursons la totalité, hors frais de dossier ; entre 14 et 30 jours avant, nous remboursons 50 % ; à moins de 14 jours, aucun remboursement n’est possible.",
        },
      ],
    },
    "clover-summer-dublin": {
      title: "Clover Summer School Dublin",
      shortDescription:
        "Un séjour d’été animé au cœur de Dublin pour les 12–17 ans : de l’anglais le matin, et l’après-midi pour explorer la capitale.",
      description:
        "La Clover Summer School Dublin se déroule dans notre école de Merrion Row, à quelques minutes de St Stephen’s Green et de Grafton Street. Elle convient aussi bien aux élèves qui partent étudier à l’étranger pour la première fois qu’à ceux qui reviennent pour un deuxième été : vous pouvez réserver une seule semaine ou rester jusqu’à quatre semaines. Les classes comptent 12 élèves maximum et mélangent les nationalités autant que possible, si bien que l’anglais est la langue de la pause autant que celle des cours.\n\n" +
        "Chaque après-midi, nos animateurs emmènent le groupe à la découverte de la ville : le Trinity College et le Livre de Kells, la plage de Howth, un match de hurling à Croke Park, ou un atelier à l’école. Le samedi est réservé à une excursion d’une journée, souvent à Glendalough dans les montagnes de Wicklow ou à Kilkenny. Les élèves logent dans des familles d’accueil dublinoises (180–220 € par semaine) ou dans une résidence étudiante encadrée, et notre équipe est joignable jour et nuit.",
      location: "Dublin",
      duration: "1-4 semaines",
      ageRange: "12-17",
      highlights: [
        "Réservable dès une semaine, idéal pour un premier été à l’étranger",
        "École en centre-ville, près de St Stephen’s Green",
        "Classes de 12 élèves maximum, avec des nationalités mélangées autant que possible",
        "Activités chaque après-midi en semaine et excursion d’une journée chaque samedi",
        "Familles d’accueil dublinoises (180–220 € par semaine) ou résidence étudiante encadrée",
        "Une équipe disponible 24 h/24 pendant tout le séjour",
      ],
      inclusions: [
        "15 heures de cours d’anglais par semaine",
        "Test de niveau et certificat de fin de cours",
        "Supports de cours",
        "Cinq activités l’après-midi par semaine",
        "Une excursion d’une journée par semaine",
        "Carte Leap pour les transports en commun de Dublin pendant le séjour",
        "Ligne d’urgence joignable 24 h/24",
      ],
      activities: [
        "Le Trinity College et le Livre de Kells",
        "Balade sur les falaises et fish and chips à Howth",
        "Excursion d’une journée à Glendalough et dans les montagnes de Wicklow",
        "Visite du stade de Croke Park et initiation aux sports gaéliques",
        "Chasse au trésor entre Temple Bar et le château de Dublin",
        "EPIC The Irish Emigration Museum, le musée de l’émigration irlandaise",
        "Fête d’adieu le dernier vendredi",
      ],
      timetable: {
        "Matin (9h00–12h30)":
          "Cours d’anglais en classes de 12 élèves maximum, centrés sur l’oral, le vocabulaire et la grammaire en situation.",
        "Après-midi (14h00–17h30)": "Visites guidées, sport ou ateliers créatifs en ville.",
        Soirée:
          "Dîner dans votre famille d’accueil ou à la résidence ; activité organisée deux soirs par semaine.",
        "Week-end": {
          Samedi: "Excursion d’une journée, par exemple à Glendalough ou à Kilkenny",
          Dimanche:
            "Journée libre avec votre famille d’accueil, ou sortie d’une demi-journée pour les résidents",
        },
      },
      faq: [
        {
          question: "Mon enfant peut-il venir une semaine seulement ?",
          answer:
            "Oui. La Clover Summer School Dublin se réserve pour une à quatre semaines, et de nouveaux élèves arrivent chaque lundi pendant l’été.",
        },
        {
          question: "Comment les élèves sont-ils encadrés en ville ?",
          answer:
            "Nos animateurs accompagnent chaque activité de l’après-midi et du week-end, et l’appel est fait au début et à la fin de chaque sortie. En dehors des activités prévues, les heures de retour sont fixées avec les parents et les familles d’accueil.",
        },
      ],
    },
    "mini-stay-dublin": {
      title: "Mini-Stay Dublin",
      shortDescription:
        "Une ou deux semaines d’anglais et de vie dublinoise pour les groupes scolaires de 12 à 17 ans, qui voyagent avec leurs propres accompagnateurs.",
      description:
        "Mini-Stay Dublin est conçu pour les groupes scolaires qui souhaitent un séjour court et bien organisé, facile à caler dans l’année scolaire. Les groupes voyagent avec leurs propres accompagnateurs et réservent par l’intermédiaire de leur établissement ; nous nous occupons des cours, du programme d’activités et de l’hébergement, et réglons les détails à l’avance avec l’enseignant organisateur. Les cours sont assurés par nos enseignants qualifiés, en classes de 12 élèves maximum, et nous pouvons relier leur contenu à ce que vos élèves étudient dans leur pays.\n\n" +
        "Chaque groupe choisit l’hébergement qui lui convient. Les Tivoli Apartments proposent des studios jusqu’à deux personnes et des appartements d’une chambre jusqu’à quatre ; les Augustine Apartments disposent d’appartements de deux chambres jusqu’à six personnes ; et LIV Dublin offre des chambres individuelles ou doubles avec salle de bains, ainsi que des appartements partagés. Les accompagnateurs logent aux côtés de leurs élèves, et notre équipe reste disponible jour et nuit pendant toute la durée du séjour.",
      location: "Dublin",
      duration: "1-2 semaines",
      ageRange: "12-17",
      highlights: [
        "Conçu pour les groupes scolaires, réservé par l’établissement",
        "Proposé toute l’année, pour s’adapter à votre calendrier scolaire",
        "Les accompagnateurs voyagent et logent avec leurs élèves",
        "Classes fermées de 12 élèves maximum, en lien avec votre programme scolaire sur demande",
        "Appartements ou chambres avec salle de bains au Tivoli, à l’Augustine et au LIV Dublin",
      ],
      inclusions: [
        "Cours d’anglais chaque jour de la semaine, en classes de 12 élèves maximum",
        "Test de niveau et certificat pour chaque élève",
        "Supports de cours",
        "Programme d’activités établi avec les accompagnateurs",
        "Réunion d’accueil le jour de l’arrivée",
        "Ligne d’urgence 24 h/24 pour les accompagnateurs",
      ],
      activities: [
        "Visite à pied du Dublin géorgien et du Trinity College",
        "Visite du National Museum of Ireland",
        "Balade sur le littoral de Bray à Greystones",
        "Visite guidée de la prison de Kilmainham (Kilmainham Gaol)",
        "Excursion d’une journée à Glendalough",
        "Atelier de danse irlandaise",
      ],
      timetable: {
        Cours:
          "Le matin ou l’après-midi, du lundi au vendredi, selon le programme d’activités du groupe.",
        Activités:
          "Visites d’une demi-journée en semaine et excursion d’une journée en option le week-end.",
        Hébergement: {
          "Tivoli Apartments": "Studios jusqu’à 2 personnes, appartements d’une chambre jusqu’à 4",
          "Augustine Apartments": "Appartements de deux chambres jusqu’à 6 personnes",
          "LIV Dublin":
            "Chambres individuelles ou doubles avec salle de bains, et appartements partagés",
        },
        "Avant votre arrivée":
          "Nous validons avec l’enseignant organisateur l’itinéraire complet, la répartition des chambres et les contacts d’urgence.",
      },
      faq: [
        {
          question: "Un élève peut-il réserver un Mini-Stay à titre individuel ?",
          answer:
            "Mini-Stay Dublin est réservé aux groupes scolaires : la réservation passe par l’établissement et le groupe voyage avec ses propres accompagnateurs. Les élèves de 12 à 17 ans qui voyagent seuls peuvent se tourner vers nos séjours d’été.",
        },
        {
          question: "Quel hébergement choisir pour notre groupe ?",
          answer:
            "Les petits groupes apprécient souvent les studios et les appartements d’une chambre du Tivoli ; les groupes plus nombreux qui veulent cuisiner ensemble choisissent plutôt les appartements de deux chambres des Augustine Apartments ; LIV Dublin convient aux groupes qui préfèrent des chambres avec salle de bains. Nous vous recommanderons une option en vous envoyant votre devis.",
        },
        {
          question: "Sous quel délai recevrons-nous un devis ?",
          answer:
            "Envoyez-nous vos dates, la taille du groupe et l’âge des élèves : nous vous répondrons avec un devis complet sous 24 heures.",
        },
      ],
    },
    "high-school-integration-cork": {
      title: "Intégration scolaire à Cork",
      shortDescription:
        "Passez un à trois mois comme élève dans un établissement secondaire de Cork, en classe avec des camarades irlandais et en famille d’accueil.",
      description:
        "Le programme d’intégration scolaire à Cork s’adresse aux jeunes de 15 à 18 ans qui veulent plus qu’un cours de langue. Les élèves intègrent un véritable établissement secondaire irlandais pendant quatre à treize semaines : ils portent l’uniforme, suivent l’emploi du temps et assistent aux cours ordinaires avec leurs camarades irlandais, de l’anglais et de l’histoire jusqu’à l’EPS et l’économie. La plupart rejoignent la Transition Year, une année à part entre le premier et le second cycle, ou la Fifth Year, l’équivalent de la première : deux années qui font de la place aux projets, au sport et aux sorties scolaires autant qu’aux études.\n\n" +
        "Chaque élève vit dans une famille d’accueil de Cork (160–200 € par semaine), qui devient son foyer pendant tout le séjour, et bénéficie d’un coordinateur Clover qui le rencontre chaque semaine, reste en contact avec l’établissement et la famille, et envoie aux parents un court bilan de progression. Il faut au moins un niveau intermédiaire en anglais pour suivre les cours ; au bout de quelques semaines, la plupart des élèves nous disent que le plus grand changement, c’est la facilité avec laquelle ils bavardent avec leurs amis à la récré.",
      location: "Cork",
      duration: "1-3 mois",
      ageRange: "15-18",
      highlights: [
        "De vrais cours avec des camarades irlandais, et non dans un groupe international à part",
        "Un établissement secondaire de Cork choisi selon votre âge et vos centres d’intérêt",
        "Une famille d’accueil à Cork (160–200 € par semaine) pendant tout le séjour",
        "Un rendez-vous chaque semaine avec votre propre coordinateur Clover",
        "Des bilans de progression pour les parents et un bulletin scolaire à la fin du séjour",
      ],
      inclusions: [
        "Inscription dans un établissement secondaire de Cork",
        "Coordinateur personnel et point hebdomadaire",
        "Journée d’orientation à l’arrivée",
        "Aide au choix des matières et des activités extrascolaires",
        "Bilan de progression pour les parents",
        "Attestation de présence",
        "Ligne d’urgence joignable 24 h/24",
      ],
      activities: [
        "Équipes sportives et clubs de l’établissement après les cours",
        "Projets de Transition Year et sorties scolaires",
        "Sorties du week-end avec votre famille d’accueil",
        "Excursions facultatives le samedi à Kinsale et à Blarney",
        "Visite à pied de Cork pendant la journée d’orientation",
      ],
      timetable: {
        "Journée de cours (8h50–15h40)":
          "Cours habituels avec vos camarades irlandais, selon l’emploi du temps de l’établissement.",
        "Après les cours":
          "Sport, clubs ou musique, puis devoirs et dîner avec votre famille d’accueil.",
        "Chaque semaine":
          "Un point avec votre coordinateur Clover, généralement le vendredi après-midi.",
        "Week-ends": "Du temps avec votre famille d’accueil, et des excursions Clover en option.",
      },
      faq: [
        {
          question: "Quel niveau d’anglais faut-il avoir ?",
          answer:
            "Au moins un niveau intermédiaire (autour de B1), pour pouvoir suivre des cours entièrement dispensés en anglais. Nous vérifions votre niveau avec un court test en ligne et un entretien avant de confirmer votre place dans un établissement.",
        },
        {
          question: "Dans quelle classe vais-je aller ?",
          answer:
            "La plupart des élèves rejoignent la Transition Year ou la Fifth Year. Nous tenons compte de votre âge, de vos centres d’intérêt et de votre scolarité, et fixons la classe avec l’établissement avant votre arrivée.",
        },
        {
          question: "Quand puis-je commencer ?",
          answer:
            "Les dates de début suivent le calendrier scolaire irlandais : les séjours ont donc lieu pendant les périodes de cours. Dites-nous quand vous aimeriez venir et nous vous proposerons des dates en dehors des vacances scolaires.",
        },
      ],
    },
    "teacher-training": {
      title: "Formations Erasmus+ pour enseignants",
      shortDescription:
        "Des formations d’une ou deux semaines à Dublin, Cork et Galway pour les enseignants qualifiés, éligibles au financement de l’action clé 1 d’Erasmus+.",
      description:
        "Nos formations Erasmus+ offrent aux enseignants qualifiés une ou deux semaines en Irlande pour perfectionner leur propre anglais, repartir avec des idées à utiliser en classe dès le lundi suivant et échanger avec des collègues venus de toute l’Europe. Elles ont lieu tout au long de l’année à Dublin, Cork et Galway et couvrent la méthodologie pour les professeurs d’anglais, l’anglais pour les enseignants d’autres matières et le perfectionnement linguistique pour les enseignants qui souhaitent utiliser davantage l’anglais dans leur travail.\n\n" +
        "Ces formations sont financées par l’action clé 1 d’Erasmus+. La subvention est gérée par votre établissement ou votre organisme : les enseignants postulent donc par l’intermédiaire de leur institution, et non à titre individuel. Une fois vos dates fixées, nous fournissons le descriptif de la formation, une lettre d’acceptation et tout ce dont votre coordinateur a besoin pour constituer le dossier. Chaque participant reçoit une attestation de présence à la fin de la formation.",
      location: "Dublin, Cork et Galway",
      duration: "1-2 semaines",
      ageRange: "Enseignants qualifiés",
      highlights: [
        "Éligible au financement de l’action clé 1 d’Erasmus+",
        "Proposé toute l’année à Dublin, Cork et Galway",
        "Des séances pratiques à réutiliser dans votre propre classe",
        "Des petits groupes d’enseignants venus de toute l’Europe",
        "Aide administrative pour le coordinateur Erasmus+ de votre établissement",
      ],
      inclusions: [
        "Frais de formation et supports",
        "Descriptif de la formation et lettre d’acceptation pour votre candidature",
        "Questionnaire de positionnement avant l’arrivée",
        "Programme culturel l’après-midi",
        "Attestation de présence",
        "Aide pour l’hébergement, de la famille d’accueil à l’hôtel",
      ],
      activities: [
        "Visite d’une école irlandaise (si le calendrier scolaire le permet)",
        "Visite guidée à pied de votre ville de formation",
        "Soirée de musique traditionnelle",
        "Excursion d’une journée le week-end, par exemple à Glendalough ou dans le Connemara",
        "Moments d’accueil et d’au revoir avec votre groupe",
      ],
      timetable: {
        "Matin (9h00–12h30)":
          "Séances de formation : méthodologie, perfectionnement linguistique et ateliers pratiques.",
        "Après-midi (13h30–15h00)":
          "Travail sur projet, enseignement entre pairs ou visite liée au thème de la formation, deux ou trois jours par semaine.",
        Vendredi:
          "Bilan de la semaine, plan d’action pour votre propre établissement et remise des attestations.",
        "Avant votre venue":
          "Votre établissement demande le financement de l’action clé 1 d’Erasmus+ ; nous lui envoyons les documents nécessaires.",
      },
      faq: [
        {
          question: "Puis-je postuler à titre individuel ?",
          answer:
            "Pas pour un financement Erasmus+. La subvention est gérée par votre établissement ou votre organisme : c’est donc lui qui dépose la candidature. Adressez-vous d’abord au coordinateur Erasmus+ de votre établissement ; nous lui enverrons volontiers un descriptif de la formation et répondrons à ses questions.",
        },
        {
          question: "Quand notre établissement doit-il déposer sa candidature ?",
          answer:
            "Les dates limites sont fixées chaque année par l’agence nationale Erasmus+ de votre pays : renseignez-vous tôt auprès d’elle. Dès que votre établissement connaît son financement, nous confirmons les dates et envoyons une lettre d’acceptation.",
        },
        {
          question: "Quelle ville choisir ?",
          answer:
            "Le contenu de la formation est le même à Dublin, Cork et Galway. Dublin offre le plus de choses à voir, Cork est compacte et chaleureuse, et Galway est idéale si vous voulez avoir la côte ouest à votre porte.",
        },
      ],
    },
    "cert-tesol": {
      title: "Trinity CertTESOL 2026",
      shortDescription:
        "Le Trinity CertTESOL en 130 heures, à temps partiel sur sept semaines à Dublin ou à Cork, pour les diplômés qui débutent dans l’enseignement de l’anglais.",
      description:
        "Le Trinity CertTESOL est une qualification initiale reconnue dans le monde entier pour celles et ceux qui veulent enseigner l’anglais à des locuteurs d’autres langues. Notre formation à temps partiel concentre 130 heures de cours en sept semaines : pendant les trois premières semaines, vous venez en fin d’après-midi, de 16h30 à 18h30, ce qui vous permet de continuer à travailler tout en acquérant les bases ; à partir de la quatrième semaine, les séances ont lieu de 13h00 à 18h30, du lundi au vendredi, et vous enseignez à de vraies classes d’apprenants adultes, avec les retours de vos formateurs.\n\n" +
        "La formation comprend cinq unités : Teaching Skills (compétences pédagogiques, 74 heures), Language Awareness & Skills (connaissance de la langue, 20 heures), Learner Profile (profil d’apprenant, 18 heures), Materials Assignment (dossier de supports, 8 heures) et Teaching Practice (stage d’enseignement, 10 heures). Pour être admis, il vous faut un diplôme universitaire de niveau 7 du NFQ ou plus (ou équivalent), un entretien préalable et un court exercice préalable ; pour obtenir le certificat, vous devez valider les cinq unités au niveau PASS. En 2026, la formation a lieu trois fois : à Dublin (session 1) du 26 janvier au 13 mars, à Cork du 20 avril au 5 juin, et à Dublin (session 2) du 15 juin au 31 juillet.",
      location: "Dublin et Cork",
      duration: "7 semaines à temps partiel",
      ageRange: "Diplômés (18+)",
      highlights: [
        "130 heures de cours sur sept semaines, à temps partiel",
        "Trois sessions en 2026 : deux à Dublin, une à Cork",
        "Stage d’enseignement évalué avec de vrais apprenants adultes",
        "Petits groupes et retours individuels de formateurs expérimentés",
        "Dans un centre d’examen du Trinity College London",
        "Prix de la formation à partir de 1 300 €",
      ],
      inclusions: [
        "130 heures de formation et de stage d’enseignement encadré",
        "Exercice et entretien préalables",
        "Manuel de formation et supports",
        "360 minutes de stage d’enseignement évalué",
        "360 minutes d’observation d’enseignants expérimentés",
        "Tutorats et retours écrits sur chaque travail",
        "Modération finale par un modérateur du Trinity College London",
      ],
      activities: [
        "Séances théoriques sur la méthodologie, la grammaire et la phonologie",
        "Préparation et animation de cours pour des apprenants adultes",
        "Observation d’enseignants Clover expérimentés",
        "Étude de cas individuelle avec un apprenant",
        "Analyse de chaque cours donné, avec votre formateur et vos pairs",
        "Conception et évaluation de vos propres supports pédagogiques",
      ],
      timetable: {
        "Semaines 1 à 3 (16h30–18h30, du lundi au vendredi)":
          "Séances théoriques sur les compétences pédagogiques, la connaissance de la langue et la phonologie.",
        "Semaines 4 à 7 (13h00–18h30, du lundi au vendredi)":
          "Préparation de cours, stage d’enseignement avec retours, observation et séances théoriques.",
        "Sessions 2026": {
          "Dublin – session 1": "26 janvier – 13 mars 2026",
          Cork: "20 avril – 5 juin 2026",
          "Dublin – session 2": "15 juin – 31 juillet 2026",
        },
        "Unités de la formation": {
          "Teaching Skills (compétences pédagogiques)": "74 heures",
          "Language Awareness & Skills (connaissance de la langue)": "20 heures",
          "Learner Profile (profil d’apprenant)": "18 heures",
          "Materials Assignment (dossier de supports)": "8 heures",
          "Teaching Practice (stage d’enseignement)": "10 heures",
        },
      },
      faq: [
        {
          question: "Quelles sont les conditions d’admission ?",
          answer:
            "Un diplôme universitaire de niveau 7 du NFQ ou plus (ou une qualification équivalente), un entretien préalable réussi et un exercice préalable rendu. Un très bon niveau d’anglais est indispensable, mais il n’est pas nécessaire d’être de langue maternelle anglaise.",
        },
        {
          question: "Faut-il déjà avoir enseigné ?",
          answer:
            "Non. Le CertTESOL est une qualification initiale, et la plupart de nos stagiaires n’ont jamais fait cours à une classe. Le stage d’enseignement commence par des cours courts, préparés avec soin, puis monte progressivement en puissance.",
        },
        {
          question: "Comment la formation est-elle reconnue ?",
          answer:
            "Le Trinity CertTESOL répond aux exigences de la plupart des employeurs : au moins 120 heures de formation et de pratique encadrées, 360 minutes de stage d’enseignement évalué, quatre travaux écrits de 750 à 1 000 mots et 360 minutes d’observation d’enseignants expérimentés.",
        },
        {
          question: "Comment obtenir le certificat ?",
          answer:
            "Vous devez atteindre le niveau PASS dans les cinq unités. Vos formateurs commentent chaque cours et chaque travail : vous savez donc toujours où vous en êtes.",
        },
      ],
    },
    "executive-education": {
      title: "Executive Education Award (niveau 9)",
      shortDescription:
        "Bientôt disponible : une certification de niveau 9 de 30 ECTS, en un an à temps partiel, proposée en format hybride depuis Dublin pour les professionnels en activité.",
      description:
        "L’Executive Education Award est une certification de niveau postuniversitaire destinée aux professionnels qui dirigent, communiquent et négocient dans un contexte international. Classée au niveau 9 du cadre national irlandais des certifications (National Framework of Qualifications) et valant 30 crédits ECTS, elle représente 600 à 750 heures d’apprentissage sur un an : elle est donc pensée pour s’ajouter à un emploi à temps plein, et non pour le remplacer.\n\n" +
        "La formation est hybride : l’essentiel du travail se fait en ligne, par des lectures guidées, des séminaires en direct et des projets, et tout se concrétise lors d’ateliers dans notre centre de Dublin. Le programme sera bientôt lancé et nous recueillons dès maintenant les manifestations d’intérêt. Laissez-nous vos coordonnées : nous vous contacterons dès que les dates, les tarifs et la liste complète des modules seront confirmés.",
      location: "Dublin (hybride)",
      duration: "1 an à temps partiel",
      ageRange: "Professionnels (23+)",
      highlights: [
        "Niveau 9 du cadre national irlandais des certifications (National Framework of Qualifications)",
        "30 crédits ECTS",
        "600 à 750 heures d’apprentissage sur un an, à temps partiel",
        "Format hybride avec des ateliers à Dublin",
        "Bientôt disponible : manifestez votre intérêt dès maintenant",
      ],
      inclusions: [
        "Séminaires en ligne en direct et travail personnel guidé",
        "Ateliers en présentiel dans notre centre de Dublin",
        "Tuteur pédagogique personnel",
        "Accès à la plateforme d’apprentissage en ligne pendant toute l’année",
        "Retours sur vos évaluations tout au long du programme",
      ],
      activities: [
        "Séminaires en ligne en direct",
        "Études de cas d’organisations internationales",
        "Projet mené dans votre environnement de travail",
        "Ateliers de présentation et de négociation à Dublin",
        "Groupes de discussion entre pairs",
      ],
      timetable: {
        Format:
          "Hybride : travail en ligne et séminaires en direct, avec des ateliers sur le campus de Dublin.",
        "Charge de travail":
          "600 à 750 heures d’apprentissage sur un an, travail personnel et évaluations compris.",
        Crédits: "30 ECTS au niveau 9 du NFQ irlandais.",
        Statut:
          "Bientôt disponible – nous recueillons dès maintenant les manifestations d’intérêt.",
      },
      faq: [
        {
          question: "Quand le programme commence-t-il ?",
          answer:
            "Les dates ne sont pas encore confirmées. Manifestez votre intérêt et nous vous préviendrons dès que la première rentrée sera annoncée.",
        },
        {
          question: "Puis-je suivre ce programme en travaillant à temps plein ?",
          answer:
            "Oui, c’est précisément pour cela qu’il a été conçu. Comptez 600 à 750 heures d’apprentissage sur l’année, en grande partie en ligne et aux horaires qui vous conviennent, ainsi que des ateliers à Dublin.",
        },
      ],
    },
    "exam-preparation": {
      title: "Préparation aux examens (Trinity GESE, ISE et SEW)",
      shortDescription:
        "Une préparation ciblée aux examens Trinity GESE, ISE et Spoken English for Work, dans un centre d’examen du Trinity College London à Dublin et à Cork.",
      description:
        "Notre cours de préparation aux examens s’adresse aux apprenants de 16 ans et plus qui ont besoin d’un certificat du Trinity College London pour leurs études, leur travail ou leur satisfaction personnelle. Nous préparons aux Graded Examinations in Spoken English (GESE), à l’Integrated Skills in English (ISE) et au Spoken English for Work (SEW). En tant que centre d’examen du Trinity College London, nous connaissons ces examens de l’intérieur, et de nombreux étudiants passent leur examen chez nous à la fin du cours.\n\n" +
        "Le matin, vous consolidez l’anglais général dont vous avez besoin à votre niveau ; l’après-midi est consacré à l’examen lui-même : choisir et préparer votre sujet, vous entraîner à l’épreuve interactive, pratiquer la lecture et l’écriture en temps limité, et passer des examens blancs complets avec un enseignant dans le rôle de l’examinateur. Les classes comptent 15 étudiants maximum, et vous pouvez venir pour une durée de deux à douze semaines, à Dublin ou à Cork.",
      location: "Dublin et Cork",
      duration: "2-12 semaines",
      ageRange: "16+",
      highlights: [
        "Préparation aux examens Trinity GESE, ISE et Spoken English for Work",
        "Dans un centre d’examen du Trinity College London",
        "Examens blancs avec un enseignant dans le rôle de l’examinateur",
        "Classes de 15 étudiants maximum",
        "À Dublin ou à Cork, de deux à douze semaines",
      ],
      inclusions: [
        "Cours d’anglais général chaque matin",
        "Cours de préparation à l’examen chaque après-midi",
        "Test de niveau et conseils sur l’examen et le grade à présenter",
        "Examen blanc complet avec commentaires écrits",
        "Supports d’entraînement à l’examen",
        "Attestation de présence",
      ],
      activities: [
        "Ateliers de préparation du sujet",
        "Entraînement à l’oral avec un partenaire d’une autre classe",
        "Lecture et écriture en temps limité pour l’ISE",
        "Jeux de rôle en situation professionnelle (SEW)",
        "Programme social hebdomadaire avec le reste de l’école",
      ],
      timetable: {
        "Matin (9h00–12h30)": "Anglais général à votre niveau.",
        "Après-midi (13h30–15h00)":
          "Techniques d’examen : travail sur le sujet, épreuves interactives, entraînement à la compréhension orale, à la lecture et à l’écriture.",
        "Une semaine sur deux":
          "Un examen oral blanc, avec des commentaires sur chaque partie de l’épreuve.",
        "Jour de l’examen":
          "Passez votre examen Trinity dans notre centre, à l’une des dates de session prévues.",
      },
      faq: [],
    },
    "personalised-programmes": {
      title: "Programmes personnalisés",
      shortDescription:
        "Des cours d’anglais individuels ou en petit groupe, construits autour de vos objectifs, de votre niveau et de votre emploi du temps, à Dublin, Cork ou Galway.",
      description:
        "Parfois, une classe classique n’est pas la bonne solution : un entretien d’embauche en anglais le mois prochain, une famille qui s’installe en Irlande, ou une équipe qui doit faire une présentation devant des clients internationaux. Nos programmes personnalisés sont conçus pour un apprenant ou un petit groupe, à tous les niveaux et à tout âge à partir de 11 ans ; vous commencez à la date qui vous convient et étudiez pendant une semaine ou jusqu’à une année entière.\n\n" +
        "Avant votre arrivée, votre enseignant étudie votre niveau, vos objectifs et les situations dans lesquelles vous utilisez l’anglais, puis construit un programme sur mesure. Vous choisissez l’intensité, de quelques cours par semaine en parallèle de votre travail à une immersion à plein temps, et le programme est revu avec vous chaque semaine. Comme chaque programme est différent, nous fixons le prix au cas par cas et vous envoyons un devis sous 24 heures.",
      location: "Dublin, Cork et Galway",
      duration: "1 semaine à 1 an",
      ageRange: "Tous âges",
      highlights: [
        "Cours individuels ou en petit groupe",
        "Tous âges dès 11 ans, tous niveaux de débutant à avancé",
        "Dates de début et intensité flexibles",
        "Un programme construit autour de vos propres objectifs et revu chaque semaine",
        "Disponible à Dublin, Cork et Galway",
        "Devis sous 24 heures",
      ],
      inclusions: [
        "Analyse des besoins et évaluation du niveau avant le début des cours",
        "Plan d’apprentissage personnel",
        "Supports préparés en fonction de vos objectifs",
        "Point hebdomadaire sur vos progrès avec votre enseignant",
        "Attestation de présence",
      ],
      activities: [
        "Jeux de rôle pour réunions, entretiens et présentations",
        "Cours en ville : à la banque, au marché ou au café",
        "Coaching en prononciation",
        "Ateliers d’écriture pour vos e-mails et rapports",
        "Accès facultatif au programme social de l’école",
      ],
      timetable: {
        "Dates de début": "N’importe quel jour de la semaine, toute l’année.",
        Intensité: {
          Légère: "5 cours par semaine, en parallèle de votre travail ou de vos études",
          Standard: "10 à 15 cours par semaine",
          Intensive: "20 cours ou plus par semaine pour progresser rapidement",
        },
        "Horaires des cours":
          "Le matin, l’après-midi ou en début de soirée, selon ce que vous convenez avec votre enseignant.",
      },
      faq: [
        {
          question: "Combien coûte un programme personnalisé ?",
          answer:
            "Cela dépend du nombre de cours, de la taille du groupe et de la ville : nous fixons donc le prix de chaque programme au cas par cas. Dites-nous ce dont vous avez besoin et nous vous enverrons un devis sous 24 heures.",
        },
        {
          question: "Les enfants peuvent-ils suivre des cours individuels ?",
          answer:
            "Oui, dès 11 ans. Nous choisissons des enseignants spécialisés auprès des jeunes apprenants et convenons à l’avance des horaires et des modalités avec les parents.",
        },
        {
          question: "Un petit groupe de mon entreprise peut-il étudier ensemble ?",
          answer:
            "Oui. Les petits groupes peuvent suivre un programme commun, avec des cours construits autour de votre activité professionnelle réelle, et nous pouvons combiner cours en groupe et séances individuelles.",
        },
      ],
    },
    "general-english-cork": {
      title: "Anglais général à Cork",
      shortDescription:
        "De l’anglais général toute l’année pour les adultes, en plein centre de Cork, en classes de 15 étudiants maximum, d’une semaine à un an.",
      description:
        "Notre cours d’anglais général à Cork est notre formation de base pour les adultes, dispensée dans notre école de South Mall, en plein centre-ville. Après un test de niveau le premier matin, vous rejoignez une classe de 15 étudiants maximum correspondant à votre niveau. Les cours du matin, de 9h00 à 12h30, travaillent la grammaire, le vocabulaire, la compréhension et l’expression orales, avec un objectif clair chaque semaine ; les cours de l’après-midi, de 13h30 à 15h00, se concentrent sur des compétences comme la prononciation, la conversation et l’écrit.\n\n" +
        "Vous pouvez commencer n’importe quel lundi et rester d’une semaine à une année entière. Le tarif standard est de 280 € par semaine, et les étudiants qui réservent 12 semaines ou plus bénéficient de notre tarif long séjour de 220 € par semaine. En dehors des cours, Cork est une ville où il fait très bon vivre : compacte, chaleureuse et entourée de côtes et de campagne. De nombreux étudiants choisissent une famille d’accueil à Cork (160–200 € par semaine) pour continuer à pratiquer à la maison.",
      location: "Cork",
      duration: "1-52 semaines",
      ageRange: "18+",
      highlights: [
        "Classes de 15 étudiants maximum",
        "Cours le matin de 9h00 à 12h30, l’après-midi de 13h30 à 15h00",
        "Début n’importe quel lundi, d’une semaine à un an",
        "280 € par semaine, ou 220 € par semaine au tarif long séjour à partir de 12 semaines",
        "École en centre-ville, sur South Mall",
        "Familles d’accueil à Cork : 160–200 € par semaine",
      ],
      inclusions: [
        "Cours le matin et l’après-midi, du lundi au vendredi",
        "Test de niveau à l’arrivée, puis bilan de niveau toutes les quatre semaines",
        "Manuel et supports de cours",
        "Entretien mensuel avec votre enseignant",
        "Attestation de présence mentionnant votre niveau",
        "Programme social hebdomadaire",
      ],
      activities: [
        "Visite à pied de Cork et de l’English Market",
        "Excursion d’une journée à Kinsale",
        "Cobh et le Titanic Experience",
        "Club de conversation chaque mercredi",
        "Le château de Blarney et ses jardins",
        "Week-end sur l’anneau du Kerry (Ring of Kerry)",
      ],
      timetable: {
        "Matin (9h00–12h30)":
          "Anglais général : grammaire, vocabulaire, lecture, compréhension et expression orales, avec une courte pause.",
        "Après-midi (13h30–15h00)":
          "Cours de compétences : prononciation, conversation, écrit et anglais de la vie quotidienne.",
        "Programme de la semaine": {
          Lundi: "Test de niveau et accueil des nouveaux étudiants à 8h45",
          Mercredi: "Club de conversation après les cours",
          Vendredi: "Bilan de la semaine et point sur les progrès",
          "Week-end": "Excursions facultatives autour de Cork et dans le sud-ouest",
        },
      },
      faq: [
        {
          question: "Comment fonctionne le tarif long séjour ?",
          answer:
            "Si vous réservez 12 semaines ou plus, chaque semaine de cours vous est facturée 220 € au lieu des 280 € du tarif standard.",
        },
        {
          question: "Quand puis-je commencer ?",
          answer:
            "N’importe quel lundi de l’année, à tous les niveaux, de débutant à avancé. Lorsqu’un lundi est férié, les nouveaux étudiants commencent le mardi.",
        },
        {
          question: "Suis-je obligé de suivre les cours de l’après-midi ?",
          answer:
            "Les cours de l’après-midi font partie intégrante du programme, et c’est souvent là que les étudiants progressent le plus à l’oral et en prononciation.",
        },
      ],
    },
    "junior-summer-dublin": {
      title: "Séjour d’été junior à Dublin",
      shortDescription:
        "De deux à huit semaines d’anglais, d’activités et de vie dublinoise pour les 12–17 ans, avec 15 heures de cours par semaine.",
      description:
        "Notre séjour d’été junior à Dublin s’adresse aux adolescents qui veulent rester un peu plus longtemps et progresser vraiment pendant l’été. Les élèves de 12 à 17 ans suivent 15 heures d’anglais par semaine en classes de 12 élèves maximum, avec un test de niveau le premier matin et un bilan de niveau toutes les deux semaines. Les enseignants associent grammaire et vocabulaire à des projets menés tout au long de la semaine, comme réaliser un court podcast sur Dublin ou un guide de la ville pour les élèves de l’année suivante.\n\n" +
        "Les après-midi alternent sport, culture et temps libre entre amis, et une excursion d’une journée a lieu chaque samedi. Comme le programme d’activités est plus léger que dans nos séjours d’été plus courts, le prix à la semaine est plus bas, ce qui rend les longs séjours plus abordables. Les élèves logent dans des familles d’accueil dublinoises (180–220 € par semaine) ou dans une résidence encadrée, et notre équipe est joignable 24 h/24.",
      location: "Dublin",
      duration: "2-8 semaines",
      ageRange: "12-17",
      highlights: [
        "15 heures d’anglais par semaine en classes de 12 élèves maximum",
        "Des séjours de deux à huit semaines pour progresser vraiment",
        "Un projet chaque semaine, du podcast au guide de la ville",
        "Bilan de niveau toutes les deux semaines et compte rendu pour les parents",
        "Excursion d’une journée chaque samedi",
        "Familles d’accueil (180–220 € par semaine) ou résidence encadrée",
      ],
      inclusions: [
        "15 heures de cours d’anglais par semaine",
        "Test de niveau, bilans de progression et certificat de fin de cours",
        "Supports de cours",
        "Activités l’après-midi en semaine",
        "Une excursion d’une journée par semaine",
        "Ligne d’urgence joignable 24 h/24",
      ],
      activities: [
        "Pique-nique et partie de rounders (un jeu de balle proche du baseball) à Phoenix Park",
        "Le zoo de Dublin",
        "Excursion d’une journée à Powerscourt et à Glendalough",
        "Balade sur les falaises de Howth",
        "Atelier street art et photographie",
        "Session de musique traditionnelle – boissons sans alcool uniquement pour les moins de 18 ans",
        "Tournoi de foot à cinq",
      ],
      timetable: {
        Cours: "9h00–12h30, du lundi au vendredi : 15 heures d’anglais par semaine.",
        "Après-midi (14h00–17h30)":
          "Activités avec nos animateurs, ou travail sur projet et temps libre en petits groupes.",
        "Semaine type": {
          Lundi: "Cours ; visite à pied du centre-ville l’après-midi",
          Mardi: "Cours ; après-midi sportif à Phoenix Park",
          Mercredi: "Cours ; visite de la National Gallery ou d’un musée",
          Jeudi: "Cours ; atelier projet et temps libre en ville avec les animateurs",
          Vendredi: "Cours et présentation des projets ; soirée dansante ou quiz",
          Samedi: "Excursion d’une journée, par exemple à Glendalough ou à Howth",
          Dimanche:
            "Journée libre avec votre famille d’accueil, ou sortie tranquille pour les résidents",
        },
      },
      faq: [
        {
          question: "Quelle différence avec la Clover Summer School Dublin ?",
          answer:
            "Le séjour d’été junior à Dublin est pensé pour des séjours plus longs, de deux à huit semaines, avec des projets et des bilans de niveau réguliers, et un programme d’activités plus léger qui permet de garder un prix à la semaine plus bas. La Clover Summer School Dublin se réserve dès une semaine et propose un programme d’activités plus chargé.",
        },
        {
          question: "Mon enfant sera-t-il avec d’autres élèves qui parlent sa langue ?",
          answer:
            "Nous mélangeons les nationalités dans chaque classe autant que possible, et l’anglais est la langue de l’école, y compris pendant les pauses.",
        },
      ],
    },
  },
  destinations: {
    dublin: {
      name: "Dublin",
      description:
        "La capitale irlandaise est assez grande pour vous occuper pendant des mois, et assez petite pour se traverser à pied en un après-midi. Notre école se trouve sur Merrion Row, à quelques minutes de St Stephen’s Green ; musées, parcs et bord de mer à Howth ou à Dún Laoghaire ne sont qu’à un court trajet en DART ou en bus. À Dublin, une famille d’accueil coûte généralement entre 180 et 220 € par semaine.",
      features: [
        "École près de St Stephen’s Green",
        "Musées et galeries nationaux gratuits",
        "Côte et montagnes à moins d’une heure",
        "Familles d’accueil à 180–220 € par semaine",
        "Cours juniors, adultes, préparation aux examens et formation des enseignants",
      ],
    },
    cork: {
      name: "Cork",
      description:
        "Cork est une ville chaleureuse et à taille humaine, bâtie sur une île de la rivière Lee, avec une scène gastronomique qui gravite autour de l’English Market et une forte identité. Notre école, sur South Mall, est au cœur de l’action, et Kinsale, Cobh et Blarney se visitent facilement dans la journée. À Cork, une famille d’accueil coûte généralement entre 160 et 200 € par semaine.",
      features: [
        "École en centre-ville, sur South Mall",
        "Centre-ville compact, qui se parcourt à pied",
        "Excursions d’une journée à Kinsale, Cobh et Blarney",
        "Familles d’accueil à 160–200 € par semaine",
        "Programme d’intégration dans un établissement secondaire",
      ],
    },
    galway: {
      name: "Galway",
      description:
        "Galway est une petite ville universitaire de la côte ouest, connue pour sa musique, ses festivals et les rues colorées du Quartier latin. Notre école se trouve sur Dominick Street, juste de l’autre côté de la rivière par rapport au centre-ville, et notre séjour d’été a lieu sur le campus de l’Université de Galway (University of Galway). Le Connemara, les îles d’Aran et les falaises de Moher sont à portée de main, et une famille d’accueil coûte généralement entre 150 et 190 € par semaine.",
      features: [
        "Ville étudiante animée sur la côte atlantique",
        "Séjour d’été sur le campus de l’Université de Galway",
        "Le Connemara et les îles d’Aran tout proches",
        "Familles d’accueil à 150–190 € par semaine",
      ],
    },
  },
};
