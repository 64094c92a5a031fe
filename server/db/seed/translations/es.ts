/**
 * Spanish (es) versions of the shipped programs and destinations, written from the English seed
 * (../programs.ts, ../destinations.ts) with every fact kept: prices, ages, dates, hours, weeks.
 * Content, not code: one file a language keeps a translator's work in one place, hence its length.
 * Seeded once (server/db/seed/index.ts); staff edit translations in the admin afterwards.
 */
import type { LocaleTranslationSeeds } from "./types";

export const es: LocaleTranslationSeeds = {
  programs: {
    "clover-summer-galway": {
      title: "Clover Summer School Galway",
      shortDescription:
        "Clases de inglés, excursiones por el oeste de Irlanda y vida en el campus de la University of Galway para chicos y chicas de 11 a 17 años.",
      description:
        "Nuestro curso de verano en Galway tiene su sede en el campus de la University of Galway, a un corto paseo del centro por la orilla del río Corrib. La primera mañana, cada estudiante hace una prueba de nivel y entra en una clase de 12 alumnos como máximo, con compañeros de su mismo nivel. Hay clase todas las mañanas de lunes a viernes y lo primero es hablar: los profesores organizan la semana en torno a tareas reales, como entrevistar a los vendedores del mercado del sábado, preparar una presentación en grupo o escribir a casa una postal que de verdad se echa al correo.\n\n" +
        "Las tardes y los fines de semana son para descubrir Galway y el oeste de Irlanda: el Spanish Arch y el paseo marítimo de Salthill, deporte en las instalaciones de la universidad, una excursión de día completo a Connemara o a los acantilados de Moher y una sesión de música tradicional en la que los menores de 18 años solo toman refrescos. Los estudiantes viven con familias de acogida de Galway a las que visitamos y conocemos personalmente, o en alojamiento supervisado en el campus, y siempre hay alguien de nuestro equipo localizable, de día y de noche. Para padres y responsables de grupo tenemos un folleto imprimible con el plan semanal, todo lo que incluye el curso y una lista de lo que hay que meter en la maleta.",
      location: "Galway",
      duration: "2-6 semanas",
      ageRange: "11-17",
      highlights: [
        "Clases de 12 estudiantes como máximo, agrupados por nivel tras una prueba inicial",
        "En el campus de la University of Galway, junto al río Corrib",
        "Una excursión de día completo cada semana, de Connemara a los acantilados de Moher",
        "Familias de acogida en Galway (150–190 € a la semana) o alojamiento supervisado en el campus",
        "Equipo localizable las 24 horas durante toda la estancia",
        "Folleto imprimible con el plan semanal completo para padres y responsables de grupo",
      ],
      inclusions: [
        "15 horas de clases de inglés a la semana",
        "Prueba de nivel la primera mañana y certificado de fin de curso",
        "Todos los libros y materiales del curso",
        "Programa de actividades por la tarde, de lunes a viernes",
        "Una excursión de día completo cada semana",
        "Pack de bienvenida con tarjeta de estudiante y un mapa de Galway",
        "Teléfono de emergencias 24 horas",
      ],
      activities: [
        "Excursión a Connemara y la abadía de Kylemore",
        "Los acantilados de Moher y el Burren en autocar",
        "Ruta a pie por el Barrio Latino y el Spanish Arch",
        "Juegos en la playa de Salthill (si el tiempo lo permite)",
        "Sesión de iniciación al fútbol gaélico y al hurling",
        "Sesión de música tradicional, solo con refrescos para los menores de 18 años",
        "Concurso de talentos y céilí (baile tradicional irlandés) de despedida",
      ],
      timetable: {
        "Mañana (9:00–12:30)":
          "Clases de inglés en grupos de 12 como máximo, con un breve descanso a las 10:30.",
        "Comida (12:30–13:30)":
          "Comida en el campus, o la comida para llevar que te prepara tu familia de acogida.",
        "Tarde (14:00–17:30)": "Deporte, talleres o una visita guiada por la ciudad de Galway.",
        "Plan semanal": {
          "De lunes a viernes": "Clases por la mañana y actividades por la tarde",
          "Tres noches por semana":
            "Actividad nocturna supervisada, como un concurso de preguntas, una película o una disco",
          Sábado:
            "Excursión de día completo a Connemara, los acantilados de Moher o las islas de Arán",
          Domingo: "Día tranquilo con tu familia de acogida o un programa ligero en el campus",
        },
      },
      faq: [
        {
          question: "¿Hay un folleto que podamos imprimir?",
          answer:
            "Sí. Para este programa hay un folleto imprimible con el plan semanal, todo lo que incluye y una lista de lo que hay que llevar, y te lo enviamos encantados junto con tu presupuesto.",
        },
        {
          question: "¿Dónde se alojará mi hijo o mi hija?",
          answer:
            "Con una familia de acogida de Galway (150–190 € a la semana) o en alojamiento supervisado en el campus. Nuestro equipo de alojamiento visita a cada familia antes de que reciba a ningún estudiante, y a los más jóvenes normalmente los alojamos con una familia.",
        },
        {
          question: "¿Y si tenemos que cancelar?",
          answer:
            "Si cancelas con más de 30 días de antelación a la fecha de inicio, te devolvemos todo salvo los gastos de gestión; si lo haces entre 14 y 30 días antes, te devolvemos el 50 %, y con menos de 14 días de antelación no hay reembolso.",
        },
      ],
    },
    "clover-summer-dublin": {
      title: "Clover Summer School Dublin",
      shortDescription:
        "Un curso de verano lleno de vida para chicos y chicas de 12 a 17 años en pleno centro de Dublín, con inglés por la mañana y tardes para descubrir la capital.",
      description:
        "Clover Summer School Dublin se imparte en nuestra escuela de Merrion Row, a pocos minutos de St Stephen’s Green y Grafton Street. Es perfecto tanto para quien quiere probar por primera vez lo que es estudiar en el extranjero como para quien vuelve a pasar un segundo verano con nosotros: puedes reservar una sola semana o quedarte hasta cuatro. Las clases tienen 12 estudiantes como máximo y, siempre que podemos, mezclamos nacionalidades, así que el inglés es el idioma del recreo además del de clase.\n\n" +
        "Cada tarde, nuestros monitores salen con el grupo a descubrir la ciudad: Trinity College y el Libro de Kells, la playa de Howth, un partido de hurling en Croke Park o un taller de vuelta en la escuela. Los sábados son para una excursión de día completo, a menudo a Glendalough, en las montañas de Wicklow, o a Kilkenny. Los estudiantes viven con familias de acogida de Dublín (180–220 € a la semana) o en una residencia de estudiantes supervisada, y nuestro equipo está localizable de día y de noche.",
      location: "Dublín",
      duration: "1-4 semanas",
      ageRange: "12-17",
      highlights: [
        "Reserva desde una semana, ideal para tu primer verano en el extranjero",
        "Escuela céntrica, cerca de St Stephen’s Green",
        "Clases de 12 estudiantes como máximo, con nacionalidades mezcladas siempre que es posible",
        "Actividades todas las tardes entre semana y una excursión de día completo cada sábado",
        "Familias de acogida en Dublín (180–220 € a la semana) o residencia de estudiantes supervisada",
        "Atención de nuestro equipo las 24 horas durante toda la estancia",
      ],
      inclusions: [
        "15 horas de clases de inglés a la semana",
        "Prueba de nivel y certificado de fin de curso",
        "Materiales del curso",
        "Cinco actividades de tarde a la semana",
        "Una excursión de día completo a la semana",
        "Leap Card para el transporte público de Dublín durante el curso",
        "Teléfono de emergencias 24 horas",
      ],
      activities: [
        "Trinity College y el Libro de Kells",
        "Ruta por los acantilados y fish and chips en Howth",
        "Excursión a Glendalough y las montañas de Wicklow",
        "Visita al estadio de Croke Park y sesión de deportes gaélicos",
        "Búsqueda del tesoro por Temple Bar y el castillo de Dublín",
        "EPIC, museo de la emigración irlandesa",
        "Fiesta de despedida el último viernes",
      ],
      timetable: {
        "Mañana (9:00–12:30)":
          "Clases de inglés en grupos de 12 como máximo, centradas en la expresión oral, el vocabulario y la gramática en uso.",
        "Tarde (14:00–17:30)": "Visitas guiadas, deporte o talleres creativos por la ciudad.",
        Noche:
          "Cena con tu familia de acogida o en la residencia; actividad nocturna organizada dos veces por semana.",
        "Fin de semana": {
          Sábado: "Excursión de día completo, por ejemplo a Glendalough o Kilkenny",
          Domingo:
            "Día libre con tu familia de acogida, o una salida de media jornada para quienes se alojan en la residencia",
        },
      },
      faq: [
        {
          question: "¿Puede venir mi hijo o mi hija solo una semana?",
          answer:
            "Sí. Clover Summer School Dublin se puede reservar desde una semana hasta cuatro, y durante el verano se incorporan estudiantes nuevos cada lunes.",
        },
        {
          question: "¿Cómo se supervisa a los estudiantes en la ciudad?",
          answer:
            "Los monitores acompañan todas las actividades de tarde y de fin de semana, y los estudiantes pasan lista al principio y al final de cada salida. Fuera de las actividades programadas, la hora de vuelta a casa se acuerda con los padres y las familias de acogida.",
        },
      ],
    },
    "mini-stay-dublin": {
      title: "Mini-Stay Dublin",
      shortDescription:
        "Una o dos semanas de inglés y vida en Dublín para grupos escolares de 12 a 17 años que viajan con sus propios profesores acompañantes.",
      description:
        "Mini-Stay Dublin está pensado para grupos escolares que buscan una estancia corta y bien organizada que encaje en el curso escolar. Los grupos viajan con sus propios profesores acompañantes y reservan a través de su centro; nosotros nos ocupamos de las clases, del programa de actividades y del alojamiento, y acordamos los detalles con antelación con el profesor que organiza el viaje. Las clases, en grupos de 12 como máximo, las imparten nuestros profesores titulados, y podemos relacionar los contenidos con lo que vuestros alumnos están estudiando en casa.\n\n" +
        "Cada grupo elige el alojamiento que mejor le va. Tivoli Apartments ofrece estudios para un máximo de dos personas y apartamentos de un dormitorio para un máximo de cuatro; Augustine Apartments tiene apartamentos de dos dormitorios para un máximo de seis, y LIV Dublin dispone de habitaciones individuales o dobles de dos camas con baño propio, además de apartamentos compartidos. Los profesores acompañantes se alojan junto a sus alumnos, y nuestro equipo está disponible las 24 horas durante toda la visita.",
      location: "Dublín",
      duration: "1-2 semanas",
      ageRange: "12-17",
      highlights: [
        "Pensado para grupos escolares, con reserva a través del centro",
        "Funciona todo el año, así que se adapta a vuestro calendario escolar",
        "Los profesores acompañantes viajan con sus alumnos y se alojan junto a ellos",
        "Clases cerradas de 12 estudiantes como máximo, vinculadas a vuestro currículo si lo pedís",
        "Apartamentos y habitaciones con baño propio en Tivoli, Augustine y LIV Dublin",
      ],
      inclusions: [
        "Clases de inglés de lunes a viernes en grupos de 12 como máximo",
        "Prueba de nivel y certificado para cada estudiante",
        "Materiales del curso",
        "Programa de actividades acordado con los profesores acompañantes",
        "Reunión de bienvenida el día de llegada",
        "Teléfono de emergencias 24 horas para los profesores acompañantes",
      ],
      activities: [
        "Ruta a pie por el Dublín georgiano y Trinity College",
        "Visita al Museo Nacional de Irlanda",
        "Paseo por la costa de Bray a Greystones",
        "Visita guiada a la cárcel de Kilmainham",
        "Excursión a Glendalough",
        "Taller de danza irlandesa",
      ],
      timetable: {
        Clases:
          "Por la mañana o por la tarde, de lunes a viernes, según el programa de actividades del grupo.",
        Actividades:
          "Visitas de media jornada entre semana y una excursión opcional de día completo el fin de semana.",
        Alojamiento: {
          "Tivoli Apartments":
            "Estudios para un máximo de 2 personas y apartamentos de un dormitorio para un máximo de 4",
          "Augustine Apartments": "Apartamentos de dos dormitorios para un máximo de 6",
          "LIV Dublin":
            "Habitaciones individuales o dobles de dos camas con baño propio y apartamentos compartidos",
        },
        "Antes de llegar":
          "Acordamos con el profesor que organiza el viaje el itinerario completo, el reparto de habitaciones y los contactos de emergencia.",
      },
      faq: [
        {
          question: "¿Puede reservar un Mini-Stay un estudiante por su cuenta?",
          answer:
            "Mini-Stay Dublin es para grupos escolares, así que las reservas se hacen a través del centro y el grupo viaja con sus propios profesores acompañantes. Si tienes entre 12 y 17 años y quieres venir por tu cuenta, echa un vistazo a nuestros cursos de verano.",
        },
        {
          question: "¿Qué alojamiento le conviene a nuestro grupo?",
          answer:
            "A los grupos pequeños suelen gustarles los estudios y los apartamentos de un dormitorio de Tivoli; los grupos más grandes que quieren cocinar juntos suelen elegir los apartamentos de dos dormitorios de Augustine Apartments, y LIV Dublin es ideal para los grupos que prefieren habitaciones con baño propio. Os recomendaremos una opción cuando os enviemos el presupuesto.",
        },
        {
          question: "¿Cuándo recibiremos el presupuesto?",
          answer:
            "Enviadnos vuestras fechas, el número de participantes y sus edades, y os responderemos con un presupuesto completo en menos de 24 horas.",
        },
      ],
    },
    "high-school-integration-cork": {
      title: "Integración escolar en Cork",
      shortDescription:
        "Pasa de uno a tres meses como alumno de un instituto de Cork, estudiando con compañeros irlandeses y viviendo con una familia de acogida.",
      description:
        "Integración escolar en Cork es para chicos y chicas de 15 a 18 años que quieren algo más que un curso de idiomas. Durante un periodo de cuatro a trece semanas, los estudiantes se incorporan a un instituto irlandés de verdad: llevan uniforme, siguen su horario y asisten a clases normales con compañeros irlandeses, desde inglés e historia hasta educación física y economía de la empresa. La mayoría entra en Transition Year o en Fifth Year, cursos en los que hay hueco para proyectos, deporte y excursiones además del estudio.\n\n" +
        "Cada estudiante vive con una familia de acogida de Cork (160–200 € a la semana), que se convierte en su hogar durante la estancia, y cuenta con un coordinador de Clover que se reúne con él cada semana, mantiene el contacto con el instituto y con la familia, y envía a los padres un breve informe de progreso. Para seguir las clases hace falta al menos un nivel intermedio de inglés; al cabo de unas semanas, la mayoría nos cuenta que el mayor cambio es lo fácil que les resulta charlar con sus amigos en el recreo.",
      location: "Cork",
      duration: "1-3 meses",
      ageRange: "15-18",
      highlights: [
        "Clases de verdad con compañeros irlandeses, no en un grupo internacional aparte",
        "Plaza en un instituto de Cork acorde con tu edad y tus intereses",
        "Una familia de acogida en Cork (160–200 € a la semana) durante toda la estancia",
        "Reunión semanal con tu propio coordinador de Clover",
        "Informes de progreso para los padres y boletín de notas del instituto al final",
      ],
      inclusions: [
        "Plaza en un instituto de Cork",
        "Coordinador personal y seguimiento semanal",
        "Jornada de orientación a la llegada",
        "Ayuda para elegir asignaturas y actividades extraescolares",
        "Informe de progreso para los padres",
        "Certificado de asistencia",
        "Teléfono de emergencias 24 horas",
      ],
      activities: [
        "Equipos deportivos del instituto y clubes extraescolares",
        "Proyectos y excursiones de Transition Year",
        "Salidas de fin de semana con tu familia de acogida",
        "Excursiones opcionales los sábados a Kinsale y Blarney",
        "Ruta a pie por Cork durante la jornada de orientación",
      ],
      timetable: {
        "Jornada escolar (8:50–15:40)":
          "Clases normales con compañeros irlandeses, siguiendo el horario del propio instituto.",
        "Después de clase":
          "Deporte, clubes o música, y luego deberes y cena con tu familia de acogida.",
        "Cada semana":
          "Una reunión de seguimiento con tu coordinador de Clover, normalmente el viernes por la tarde.",
        "Fines de semana": "Tiempo con tu familia de acogida y excursiones opcionales de Clover.",
      },
      faq: [
        {
          question: "¿Qué nivel de inglés necesito?",
          answer:
            "Como mínimo un nivel intermedio (en torno a un B1), para poder seguir clases que se imparten íntegramente en inglés. Antes de confirmar tu plaza en el instituto, comprobamos tu nivel con una breve prueba online y una entrevista.",
        },
        {
          question: "¿En qué curso entraré?",
          answer:
            "La mayoría de los estudiantes entra en Transition Year o en Fifth Year. Tenemos en cuenta tu edad, tus intereses y tu trayectoria escolar, y acordamos el curso con el instituto antes de que llegues.",
        },
        {
          question: "¿Cuándo puedo empezar?",
          answer:
            "Las fechas de inicio siguen el calendario escolar irlandés, así que las estancias tienen lugar durante el periodo lectivo. Dinos cuándo te gustaría venir y te propondremos fechas que no coincidan con las vacaciones escolares.",
        },
      ],
    },
    "teacher-training": {
      title: "Formación de profesores Erasmus+",
      shortDescription:
        "Cursos de una y dos semanas para profesores titulados en Dublín, Cork y Galway, que pueden financiarse con la Acción Clave 1 de Erasmus+.",
      description:
        "Nuestros cursos Erasmus+ ofrecen a profesores titulados una o dos semanas en Irlanda para pulir su propio inglés, llevarse ideas para el aula que podrán usar el lunes siguiente y compartir experiencias con colegas de toda Europa. Los cursos se imparten durante todo el año en Dublín, Cork y Galway e incluyen metodología para profesores de inglés, inglés para profesores de otras materias y perfeccionamiento lingüístico para docentes que quieren usar más el inglés en su trabajo.\n\n" +
        "Estos cursos se financian con la Acción Clave 1 de Erasmus+. La subvención la gestiona tu centro u organización, así que los profesores la solicitan a través de su institución y no de forma individual; en cuanto tengas las fechas, te facilitamos la descripción del curso, una carta de aceptación y todo lo que tu coordinador necesita para el papeleo. Al final del curso, cada participante recibe un certificado de asistencia.",
      location: "Dublín, Cork y Galway",
      duration: "1-2 semanas",
      ageRange: "Profesores titulados",
      highlights: [
        "Financiable con la Acción Clave 1 de Erasmus+",
        "Todo el año en Dublín, Cork y Galway",
        "Sesiones prácticas que podrás aplicar en tu propia aula",
        "Grupos reducidos de profesores de toda Europa",
        "Ayuda con el papeleo para el coordinador Erasmus+ de tu centro",
      ],
      inclusions: [
        "Clases y materiales del curso",
        "Descripción del curso y carta de aceptación para tu solicitud",
        "Cuestionario de nivel antes de la llegada",
        "Programa cultural por las tardes",
        "Certificado de asistencia",
        "Ayuda con el alojamiento, desde familias de acogida hasta hoteles",
      ],
      activities: [
        "Visita a un centro escolar irlandés (si el calendario escolar lo permite)",
        "Visita guiada a pie por la ciudad donde haces el curso",
        "Velada de música tradicional",
        "Excursión el fin de semana, por ejemplo a Glendalough o Connemara",
        "Encuentros de bienvenida y de despedida con tu grupo del curso",
      ],
      timetable: {
        "Mañana (9:00–12:30)":
          "Sesiones del curso: metodología, perfeccionamiento lingüístico y talleres prácticos.",
        "Tarde (13:30–15:00)":
          "Trabajo por proyectos, microenseñanza entre compañeros o una visita relacionada con el tema del curso, dos o tres días por semana.",
        Viernes:
          "Repaso de la semana, plan de acción para tu propio centro y entrega de certificados.",
        "Antes de venir":
          "Tu centro solicita la financiación de la Acción Clave 1 de Erasmus+; nosotros le enviamos los documentos que necesita.",
      },
      faq: [
        {
          question: "¿Puedo solicitarlo como profesor a título individual?",
          answer:
            "Para la financiación Erasmus+, no. La subvención la gestiona tu centro u organización, así que la solicitud se tramita a través de ellos. Habla primero con el coordinador Erasmus+ de tu centro; le enviaremos encantados la descripción del curso y responderemos a sus preguntas.",
        },
        {
          question: "¿Cuándo tiene que presentar la solicitud nuestro centro?",
          answer:
            "Los plazos los fija cada año la Agencia Nacional Erasmus+ de tu país (en España, el SEPIE), así que consúltalos con tiempo. Cuando tu centro sepa qué financiación tiene, confirmamos las fechas y os enviamos una carta de aceptación.",
        },
        {
          question: "¿Qué ciudad elijo?",
          answer:
            "El contenido del curso es el mismo en Dublín, Cork y Galway. Dublín es la que más cosas tiene para ver, Cork es pequeña y acogedora, y Galway es ideal si quieres tener la costa oeste a la vuelta de la esquina.",
        },
      ],
    },
    "cert-tesol": {
      title: "Trinity CertTESOL 2026",
      shortDescription:
        "Un curso Trinity CertTESOL de 130 horas a tiempo parcial, repartidas en siete semanas, en Dublín o Cork, para titulados universitarios que empiezan a enseñar inglés.",
      description:
        "El Trinity CertTESOL es una titulación inicial reconocida internacionalmente para quienes quieren enseñar inglés a hablantes de otras lenguas. Nuestro curso a tiempo parcial concentra 130 horas lectivas en siete semanas: durante las tres primeras, las clases son a última hora de la tarde, de 16:30 a 18:30, para que puedas seguir trabajando mientras aprendes las bases; a partir de la cuarta semana, las sesiones van de 13:00 a 18:30, de lunes a viernes, y das clase a grupos reales de alumnos adultos, con las valoraciones de tus tutores.\n\n" +
        "El curso consta de cinco unidades: Teaching Skills (habilidades docentes, 74 horas), Language Awareness & Skills (conciencia lingüística y destrezas, 20 horas), Learner Profile (perfil del alumno, 18 horas), Materials Assignment (trabajo sobre materiales, 8 horas) y Teaching Practice (prácticas docentes, 10 horas). Para acceder al curso necesitas un título universitario de nivel 7 o superior del NFQ irlandés (o equivalente), superar una entrevista previa y hacer una breve tarea antes de empezar; para obtener el certificado, tienes que alcanzar el nivel PASS (aprobado) en las cinco unidades. En 2026 el curso se ofrece tres veces: Dublín, curso 1, del 26 de enero al 13 de marzo; Cork, del 20 de abril al 5 de junio, y Dublín, curso 2, del 15 de junio al 31 de julio.",
      location: "Dublín y Cork",
      duration: "7 semanas a tiempo parcial",
      ageRange: "Titulados universitarios (18+)",
      highlights: [
        "130 horas lectivas en siete semanas, a tiempo parcial",
        "Tres convocatorias en 2026: dos en Dublín y una en Cork",
        "Prácticas docentes evaluadas con alumnos adultos reales",
        "Grupos reducidos y valoraciones individuales de tutores con experiencia",
        "Se imparte en un centro examinador de Trinity College London",
        "Precio del curso desde 1.300 €",
      ],
      inclusions: [
        "130 horas de formación y prácticas docentes supervisadas",
        "Tarea y entrevista previas al curso",
        "Manual del curso y materiales",
        "360 minutos de prácticas docentes evaluadas",
        "360 minutos de observación de profesores con experiencia",
        "Tutorías y comentarios por escrito sobre cada trabajo",
        "Moderación final a cargo de un moderador de Trinity College London",
      ],
      activities: [
        "Sesiones teóricas de metodología, gramática y fonología",
        "Planificar e impartir clases a alumnos adultos",
        "Observar a profesores de Clover con experiencia",
        "Estudio de caso individual con un estudiante de idiomas",
        "Reflexionar con tu tutor y tus compañeros sobre cada clase que das",
        "Diseñar y evaluar tus propios materiales didácticos",
      ],
      timetable: {
        "Semanas 1–3 (16:30–18:30, de lunes a viernes)":
          "Sesiones teóricas sobre habilidades docentes, conciencia lingüística y fonología.",
        "Semanas 4–7 (13:00–18:30, de lunes a viernes)":
          "Planificación de clases, prácticas docentes con valoraciones, observación y sesiones teóricas.",
        "Convocatorias de 2026": {
          "Dublín – Curso 1": "26 de enero – 13 de marzo de 2026",
          Cork: "20 de abril – 5 de junio de 2026",
          "Dublín – Curso 2": "15 de junio – 31 de julio de 2026",
        },
        "Unidades del curso": {
          "Habilidades docentes": "74 horas",
          "Conciencia lingüística y destrezas": "20 horas",
          "Perfil del alumno": "18 horas",
          "Trabajo sobre materiales": "8 horas",
          "Prácticas docentes": "10 horas",
        },
      },
      faq: [
        {
          question: "¿Cuáles son los requisitos de acceso?",
          answer:
            "Un título universitario de nivel 7 o superior del NFQ (o una titulación equivalente), superar la entrevista previa y completar la tarea previa al curso. Necesitas un nivel alto de inglés, pero no hace falta que sea tu lengua materna.",
        },
        {
          question: "¿Necesito experiencia previa como profesor?",
          answer:
            "No. El CertTESOL es una titulación inicial, y la mayoría de nuestros alumnos nunca ha dado una clase. Las prácticas empiezan con clases cortas y muy bien planificadas, y a partir de ahí se va avanzando.",
        },
        {
          question: "¿Qué reconocimiento tiene el curso?",
          answer:
            "El Trinity CertTESOL cumple el estándar que piden la mayoría de los empleadores: al menos 120 horas programadas de formación y prácticas, 360 minutos de prácticas docentes evaluadas, cuatro trabajos escritos de 750–1.000 palabras y 360 minutos de observación de profesores con experiencia.",
        },
        {
          question: "¿Cómo se aprueba?",
          answer:
            "Tienes que alcanzar el nivel PASS en las cinco unidades. Los tutores te dan su valoración de cada clase y de cada trabajo, así que siempre sabes en qué punto estás.",
        },
      ],
    },
    "executive-education": {
      title: "Executive Education Award (nivel 9)",
      shortDescription:
        "Próximamente: una titulación de nivel 9 de un año a tiempo parcial, con 30 créditos ECTS y formato semipresencial desde Dublín, para profesionales en activo.",
      description:
        "El Executive Education Award es una titulación de nivel de posgrado para profesionales que dirigen, comunican y negocian en entornos internacionales. Situada en el nivel 9 del Marco Nacional de Cualificaciones de Irlanda (NFQ) y con 30 créditos ECTS, supone entre 600 y 750 horas de aprendizaje a lo largo de un año, así que está pensada para compaginarse con un trabajo a jornada completa, no para sustituirlo.\n\n" +
        "El formato es semipresencial: la mayor parte del estudio se hace online, con lecturas guiadas, seminarios en directo y trabajo por proyectos, y todo se pone en común en talleres en nuestro campus de Dublín. El programa llegará pronto y ya puedes mostrar tu interés. Déjanos tus datos y te escribiremos en cuanto se confirmen las fechas, el precio y la lista completa de módulos.",
      location: "Dublín (semipresencial)",
      duration: "1 año a tiempo parcial",
      ageRange: "Profesionales (23+)",
      highlights: [
        "Nivel 9 del Marco Nacional de Cualificaciones de Irlanda",
        "30 créditos ECTS",
        "600–750 horas de aprendizaje en un año, a tiempo parcial",
        "Formato semipresencial con talleres en Dublín",
        "Próximamente: muestra tu interés ya",
      ],
      inclusions: [
        "Seminarios online en directo y estudio autónomo guiado",
        "Talleres presenciales en nuestro campus de Dublín",
        "Tutor académico personal",
        "Acceso a la plataforma de aprendizaje online durante todo el año",
        "Valoración de tus evaluaciones a lo largo de todo el programa",
      ],
      activities: [
        "Seminarios online en directo",
        "Estudios de caso de organizaciones internacionales",
        "Proyecto basado en tu propio trabajo",
        "Talleres de presentaciones y negociación en Dublín",
        "Grupos de debate entre compañeros",
      ],
      timetable: {
        Formato:
          "Semipresencial: estudio online y seminarios en directo, con talleres en el campus de Dublín.",
        "Carga de trabajo":
          "600–750 horas de aprendizaje en un año, incluidos el estudio autónomo y la evaluación.",
        Créditos: "30 ECTS en el nivel 9 del NFQ irlandés.",
        Estado: "Próximamente: ya estamos recogiendo muestras de interés.",
      },
      faq: [
        {
          question: "¿Cuándo empieza el programa?",
          answer:
            "Las fechas aún no están confirmadas. Muestra tu interés y te avisaremos en cuanto se anuncie la primera promoción.",
        },
        {
          question: "¿Puedo estudiar mientras trabajo a jornada completa?",
          answer:
            "Sí, está pensado precisamente para eso. Cuenta con 600–750 horas de aprendizaje a lo largo del año, la mayoría online y en los horarios que mejor te vengan, además de los talleres en Dublín.",
        },
      ],
    },
    "exam-preparation": {
      title: "Preparación de exámenes (Trinity GESE, ISE y SEW)",
      shortDescription:
        "Preparación específica para los exámenes Trinity GESE, ISE y Spoken English for Work, en un centro examinador de Trinity College London en Dublín y Cork.",
      description:
        "Nuestro curso de preparación de exámenes es para estudiantes a partir de 16 años que necesitan un certificado de Trinity College London para estudiar, para trabajar o por su propia satisfacción. Preparamos los Graded Examinations in Spoken English (GESE), Integrated Skills in English (ISE) y Spoken English for Work (SEW). Como centro examinador de Trinity College London, conocemos los exámenes desde dentro, y muchos estudiantes se presentan con nosotros al terminar el curso.\n\n" +
        "Por la mañana trabajas el inglés general que necesitas para tu nivel; por la tarde, el propio examen: elegir y preparar tu tema, practicar la tarea interactiva, lectura y escritura cronometradas y simulacros completos con un profesor en el papel de examinador. Las clases tienen 15 estudiantes como máximo, y puedes apuntarte desde dos hasta doce semanas en Dublín o Cork.",
      location: "Dublín y Cork",
      duration: "2-12 semanas",
      ageRange: "16+",
      highlights: [
        "Preparación para Trinity GESE, ISE y Spoken English for Work",
        "En un centro examinador de Trinity College London",
        "Simulacros de examen con un profesor en el papel de examinador",
        "Clases de 15 estudiantes como máximo",
        "Estudia en Dublín o Cork, de dos a doce semanas",
      ],
      inclusions: [
        "Clases de inglés general todas las mañanas",
        "Clases de preparación del examen todas las tardes",
        "Prueba de nivel y asesoramiento sobre qué examen y qué grado elegir",
        "Simulacro completo con comentarios por escrito",
        "Materiales de práctica para el examen",
        "Certificado de asistencia",
      ],
      activities: [
        "Sesiones de apoyo para preparar tu tema",
        "Práctica oral con un compañero de otra clase",
        "Práctica cronometrada de lectura y escritura para el ISE",
        "Juegos de rol sobre situaciones laborales (SEW)",
        "Programa social semanal con el resto de la escuela",
      ],
      timetable: {
        "Mañana (9:00–12:30)": "Inglés general de tu nivel.",
        "Tarde (13:30–15:00)":
          "Técnicas de examen: trabajo sobre tu tema, tareas interactivas y práctica de comprensión oral, lectura y escritura.",
        "Cada dos semanas":
          "Un simulacro del examen oral con comentarios sobre cada parte de la prueba.",
        "Día del examen":
          "Haz tu examen de Trinity en nuestro centro en una de las convocatorias programadas.",
      },
      faq: [],
    },
    "personalised-programmes": {
      title: "Programas a medida",
      shortDescription:
        "Inglés individual o en grupos pequeños, diseñado en torno a tus objetivos, tu nivel y tu horario, en Dublín, Cork o Galway.",
      description:
        "A veces una clase estándar no es lo que necesitas: tienes una entrevista de trabajo en inglés el mes que viene, tu familia se muda a Irlanda o tu equipo tiene que hacer una presentación ante clientes internacionales. Nuestros programas a medida se diseñan para un solo estudiante o para un grupo pequeño, de cualquier nivel y a cualquier edad a partir de los 11 años, y puedes empezar cuando mejor te venga y estudiar desde una semana hasta un año entero.\n\n" +
        "Antes de que llegues, tu profesor analiza tu nivel, tus objetivos y las situaciones en las que usas el inglés, y prepara un plan en torno a ellos. Tú eliges la intensidad, desde unas pocas clases a la semana compaginadas con el trabajo hasta un curso de inmersión a tiempo completo, y el plan se revisa contigo cada semana. Como cada programa es distinto, calculamos el precio de cada uno por separado y te enviamos un presupuesto en menos de 24 horas.",
      location: "Dublín, Cork y Galway",
      duration: "De 1 semana a 1 año",
      ageRange: "Todas las edades",
      highlights: [
        "Clases individuales o en grupos pequeños",
        "Todas las edades a partir de 11 años y todos los niveles, de principiante a avanzado",
        "Fechas de inicio e intensidad flexibles",
        "Un plan diseñado en torno a tus objetivos y revisado cada semana",
        "Disponible en Dublín, Cork y Galway",
        "Presupuesto en 24 horas",
      ],
      inclusions: [
        "Análisis de necesidades y prueba de nivel antes de empezar",
        "Plan de aprendizaje personal",
        "Materiales preparados para tus objetivos",
        "Revisión semanal de tu progreso con tu profesor",
        "Certificado de asistencia",
      ],
      activities: [
        "Juegos de rol para reuniones, entrevistas y presentaciones",
        "Clases fuera del aula, por la ciudad: en el banco, en el mercado o en una cafetería",
        "Entrenamiento de pronunciación",
        "Talleres de redacción de correos electrónicos e informes",
        "Acceso opcional al programa social de la escuela",
      ],
      timetable: {
        "Fechas de inicio": "Cualquier día laborable, durante todo el año.",
        Intensidad: {
          Ligera: "5 clases a la semana, compaginadas con el trabajo o los estudios",
          Estándar: "De 10 a 15 clases a la semana",
          Intensiva: "20 clases o más a la semana para avanzar rápido",
        },
        "Horario de clases":
          "Por la mañana, por la tarde o a última hora de la tarde, según lo que acuerdes con tu profesor.",
      },
      faq: [
        {
          question: "¿Cuánto cuesta un programa a medida?",
          answer:
            "Depende del número de clases, del tamaño del grupo y de la ciudad, así que calculamos el precio de cada programa por separado. Cuéntanos qué necesitas y te enviaremos un presupuesto en menos de 24 horas.",
        },
        {
          question: "¿Pueden los niños recibir clases individuales?",
          answer:
            "Sí, a partir de los 11 años. Elegimos profesores especializados en alumnos jóvenes y acordamos de antemano con los padres los horarios y la organización de las clases.",
        },
        {
          question: "¿Puede estudiar junto un grupo pequeño de mi empresa?",
          answer:
            "Sí. Los grupos pequeños pueden seguir un programa común, con clases diseñadas en torno al trabajo que realmente hacéis, y podemos combinar las clases en grupo con sesiones individuales.",
        },
      ],
    },
    "general-english-cork": {
      title: "Inglés general en Cork",
      shortDescription:
        "Inglés general para adultos durante todo el año en el centro de Cork, en clases de 15 estudiantes como máximo, desde una semana hasta un año entero.",
      description:
        "Inglés general en Cork es nuestro curso principal para adultos y se imparte en nuestra escuela de South Mall, en pleno centro de la ciudad. Tras una prueba de nivel la primera mañana, entras en una clase de 15 estudiantes como máximo de tu mismo nivel. Las clases de la mañana, de 9:00 a 12:30, trabajan la gramática, el vocabulario, la comprensión oral y la conversación con un objetivo semanal claro; las de la tarde, de 13:30 a 15:00, se centran en destrezas como la pronunciación, la conversación y la escritura.\n\n" +
        "Puedes empezar cualquier lunes y quedarte desde una semana hasta un año entero. El precio estándar es de 280 € a la semana, y quienes reservan 12 semanas o más pagan nuestra tarifa de estancia larga, de 220 € a la semana. Fuera de clase, Cork es una ciudad en la que es muy fácil vivir: pequeña, acogedora y rodeada de costa y campo. Muchos estudiantes eligen una familia de acogida de Cork (160–200 € a la semana) para seguir practicando también en casa.",
      location: "Cork",
      duration: "1-52 semanas",
      ageRange: "18+",
      highlights: [
        "Clases de 15 estudiantes como máximo",
        "Clases de mañana de 9:00 a 12:30 y de tarde de 13:30 a 15:00",
        "Empieza cualquier lunes y estudia desde una semana hasta un año",
        "280 € a la semana, o 220 € a la semana con la tarifa de estancia larga, a partir de 12 semanas",
        "Escuela céntrica en South Mall",
        "Familias de acogida en Cork por 160–200 € a la semana",
      ],
      inclusions: [
        "Clases de mañana y de tarde, de lunes a viernes",
        "Prueba de nivel inicial y revisión del nivel cada cuatro semanas",
        "Libro del curso y materiales",
        "Tutoría mensual con tu profesor",
        "Certificado de asistencia con tu nivel",
        "Programa social semanal",
      ],
      activities: [
        "Ruta a pie por Cork y el English Market",
        "Excursión a Kinsale",
        "Cobh y el Titanic Experience",
        "Club de conversación todos los miércoles",
        "El castillo y los jardines de Blarney",
        "Excursión de fin de semana al Anillo de Kerry",
      ],
      timetable: {
        "Mañana (9:00–12:30)":
          "Inglés general: gramática, vocabulario, lectura, comprensión oral y conversación, con un breve descanso.",
        "Tarde (13:30–15:00)":
          "Clases de destrezas: pronunciación, conversación, escritura e inglés para el día a día.",
        "Plan semanal": {
          Lunes: "Prueba de nivel y bienvenida a los nuevos estudiantes a las 8:45",
          Miércoles: "Club de conversación después de clase",
          Viernes: "Repaso semanal y control del progreso",
          "Fin de semana": "Excursiones opcionales por Cork y el suroeste",
        },
      },
      faq: [
        {
          question: "¿Cómo funciona la tarifa de estancia larga?",
          answer:
            "Si reservas 12 semanas o más, cada semana de tu curso se cobra a 220 € en lugar de los 280 € habituales.",
        },
        {
          question: "¿Cuándo puedo empezar?",
          answer:
            "Cualquier lunes del año y con cualquier nivel, de principiante a avanzado. Cuando el lunes es festivo, los nuevos estudiantes empiezan el martes.",
        },
        {
          question: "¿Tengo que ir a las clases de la tarde?",
          answer:
            "Las clases de la tarde forman parte del curso, y es en ellas donde muchos estudiantes más avanzan en conversación y pronunciación.",
        },
      ],
    },
    "junior-summer-dublin": {
      title: "Curso de verano para jóvenes en Dublín",
      shortDescription:
        "De dos a ocho semanas de inglés, actividades y vida en Dublín para chicos y chicas de 12 a 17 años, con 15 horas de clase a la semana.",
      description:
        "El curso de verano para jóvenes en Dublín está pensado para adolescentes que quieren quedarse un poco más y notar un progreso real a lo largo del verano. Los estudiantes, de 12 a 17 años, tienen 15 horas de inglés a la semana en clases de 12 como máximo, con una prueba de nivel la primera mañana y una revisión del nivel cada dos semanas. Los profesores combinan la gramática y el vocabulario con proyectos que se desarrollan a lo largo de la semana, como grabar un pequeño pódcast sobre Dublín o preparar una guía de la ciudad para los estudiantes del año siguiente.\n\n" +
        "Las tardes combinan deporte, cultura y tiempo libre con los amigos, y cada sábado hay una excursión de día completo. Como el programa de actividades es más ligero que en nuestros cursos de verano más cortos, el precio semanal es más bajo, y así las estancias largas resultan más asequibles. Los estudiantes viven con familias de acogida de Dublín (180–220 € a la semana) o en una residencia supervisada, y nuestro equipo está localizable las 24 horas.",
      location: "Dublín",
      duration: "2-8 semanas",
      ageRange: "12-17",
      highlights: [
        "15 horas de inglés a la semana en clases de 12 como máximo",
        "Estancias de dos a ocho semanas para avanzar de verdad",
        "Proyectos semanales, de pódcasts a guías de la ciudad",
        "Revisión del nivel cada dos semanas e informe para los padres",
        "Excursión de día completo cada sábado",
        "Familias de acogida (180–220 € a la semana) o residencia supervisada",
      ],
      inclusions: [
        "15 horas de clases de inglés a la semana",
        "Prueba de nivel, informes de progreso y certificado de fin de curso",
        "Materiales del curso",
        "Actividades por la tarde entre semana",
        "Una excursión de día completo a la semana",
        "Teléfono de emergencias 24 horas",
      ],
      activities: [
        "Pícnic en Phoenix Park y partido de rounders, un juego parecido al béisbol",
        "Zoo de Dublín",
        "Excursión a Powerscourt y Glendalough",
        "Ruta por los acantilados de Howth",
        "Taller de arte urbano y fotografía",
        "Sesión de música tradicional, solo con refrescos para los menores de 18 años",
        "Torneo de fútbol 5",
      ],
      timetable: {
        Clases: "9:00–12:30, de lunes a viernes: 15 horas de inglés a la semana.",
        "Tarde (14:00–17:30)":
          "Actividades con nuestros monitores, o trabajo en proyectos y tiempo libre en grupos pequeños.",
        "Semana tipo": {
          Lunes: "Clases; por la tarde, ruta a pie por el centro de la ciudad",
          Martes: "Clases; tarde de deporte en Phoenix Park",
          Miércoles: "Clases; visita a la Galería Nacional de Irlanda o a un museo",
          Jueves: "Clases; taller de proyectos y tiempo libre en el centro con los monitores",
          Viernes:
            "Clases y presentación de proyectos; por la noche, disco o concurso de preguntas",
          Sábado: "Excursión de día completo, por ejemplo a Glendalough o Howth",
          Domingo:
            "Día libre con tu familia de acogida, o una salida tranquila para quienes se alojan en la residencia",
        },
      },
      faq: [
        {
          question: "¿En qué se diferencia de Clover Summer School Dublin?",
          answer:
            "El curso de verano para jóvenes en Dublín está pensado para estancias más largas, de dos a ocho semanas, con trabajo por proyectos y revisiones periódicas del nivel, y tiene un programa de actividades más ligero que mantiene más bajo el precio semanal. Clover Summer School Dublin se puede reservar desde una semana y tiene un calendario de actividades más intenso.",
        },
        {
          question: "¿Coincidirá mi hijo o mi hija con otros estudiantes que hablen su idioma?",
          answer:
            "Siempre que podemos, mezclamos nacionalidades en cada clase, y el inglés es el idioma de la escuela, también en el recreo.",
        },
      ],
    },
  },
  destinations: {
    dublin: {
      name: "Dublín",
      description:
        "La capital de Irlanda es lo bastante grande para tenerte ocupado durante meses y lo bastante pequeña para cruzarla a pie en una tarde. Nuestra escuela está en Merrion Row, a pocos minutos de St Stephen’s Green, y los museos, los parques y el mar en Howth y Dún Laoghaire quedan a un corto trayecto en DART o en autobús. Una familia de acogida en Dublín suele costar 180–220 € a la semana.",
      features: [
        "Escuela cerca de St Stephen’s Green",
        "Museos y galerías nacionales gratuitos",
        "Costa y montaña a menos de una hora",
        "Familias de acogida por 180–220 € a la semana",
        "Cursos para jóvenes, para adultos, de exámenes y para profesores",
      ],
    },
    cork: {
      name: "Cork",
      description:
        "Cork es una ciudad acogedora y compacta, construida sobre una isla en el río Lee, con una escena gastronómica que gira en torno al English Market y una identidad muy suya. Nuestra escuela, en South Mall, está en pleno centro de todo, y Kinsale, Cobh y Blarney son excursiones de un día muy fáciles de hacer. Una familia de acogida en Cork suele costar 160–200 € a la semana.",
      features: [
        "Escuela céntrica en South Mall",
        "Centro compacto y fácil de recorrer a pie",
        "Excursiones de un día a Kinsale, Cobh y Blarney",
        "Familias de acogida por 160–200 € a la semana",
        "Programa de integración en institutos",
      ],
    },
    galway: {
      name: "Galway",
      description:
        "Galway es una pequeña ciudad universitaria de la costa oeste, conocida por su música, sus festivales y las calles llenas de color del Barrio Latino. Nuestra escuela está en Dominick Street, justo al otro lado del río desde el centro, y nuestro curso de verano se imparte en el campus de la University of Galway. Connemara, las islas de Arán y los acantilados de Moher quedan al alcance de la mano, y una familia de acogida suele costar 150–190 € a la semana.",
      features: [
        "Animada ciudad de estudiantes en la costa atlántica",
        "Curso de verano en el campus de la University of Galway",
        "Connemara y las islas de Arán, muy cerca",
        "Familias de acogida por 150–190 € a la semana",
      ],
    },
  },
};
