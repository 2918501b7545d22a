// Default widget inputs in French, Spanish, Russian, Ukrainian, Italian and German
// (see ../default-widget-inputs.ts).

import type { PerLanguageMapping } from "../default-widget-inputs";

export const FRENCH: PerLanguageMapping = new Map([
  ["text-classification", ["Ce restaurant est une vraie merveille, je le recommande."]],
  ["token-classification", ["Léa travaille comme architecte à Marseille depuis 2019."]],
  [
    "question-answering",
    [
      {
        text: "Dans quelle ville travaille Léa ?",
        context: "Léa travaille comme architecte à Marseille depuis 2019.",
      },
    ],
  ],
  ["translation", ["Le train pour Lyon part dans dix minutes."]],
  [
    "summarization",
    [
      "Le mont Blanc, dans les Alpes, est le plus haut sommet d'Europe occidentale. Il dépasse 4 800 mètres, une altitude qui change de quelques mètres selon l'épaisseur de la neige et de la glace au sommet. Jacques Balmat et Michel Paccard, partis de Chamonix, en ont fait la première ascension connue en 1786. Chaque été, des milliers d'alpinistes tentent de l'atteindre, mais les chutes de pierres et les orages soudains rendent la montagne dangereuse. Depuis 1965, un tunnel routier passe sous le massif et relie la France à l'Italie.",
    ],
  ],
  [
    "text-generation",
    [
      "Ce matin, en ouvrant la fenêtre, j'ai vu",
      "La meilleure recette de ma grand-mère",
      "Demain, s'il fait beau, nous irons",
    ],
  ],
  ["fill-mask", ["Le soleil se couche à l'<mask>."]],
  [
    "sentence-similarity",
    [
      {
        source_sentence: "Les enfants jouent dans le jardin",
        sentences: ["Des enfants s'amusent dehors", "Les enfants font leurs devoirs", "Le jardin est fermé le lundi"],
      },
    ],
  ],
]);

export const SPANISH: PerLanguageMapping = new Map([
  ["text-classification", ["¡Qué película tan bonita! Me ha encantado."]],
  ["token-classification", ["Lucía estudia medicina en la Universidad de Salamanca."]],
  [
    "question-answering",
    [
      { text: "¿Qué estudia Lucía?", context: "Lucía estudia medicina en la Universidad de Salamanca." },
      {
        text: "¿Dónde desemboca el Tajo?",
        context:
          "El Tajo, de unos 1.000 kilómetros, es el río más largo de la península ibérica y desemboca en el Atlántico junto a Lisboa.",
      },
      {
        text: "¿En qué año se publicó la primera parte del Quijote?",
        context: "Miguel de Cervantes publicó la primera parte del Quijote en 1605 y la segunda en 1615.",
      },
    ],
  ],
  [
    "translation",
    [
      "La biblioteca abre a las nueve de la mañana.",
      "Para hacer gazpacho hacen falta tomates, pepino, pimiento, ajo y aceite de oliva.",
    ],
  ],
  [
    "summarization",
    [
      "La Sagrada Familia es una basílica de Barcelona proyectada por el arquitecto Antoni Gaudí. Las obras empezaron en 1882 y Gaudí les dedicó los últimos años de su vida, hasta su muerte en 1926. El templo se paga con donativos y con las entradas de los visitantes, por eso su construcción ha avanzado despacio durante más de un siglo. Sus torres, inspiradas en formas de la naturaleza, se ven desde muchos puntos de la ciudad. Fue consagrada en 2010 y hoy es uno de los monumentos más visitados de España.",
    ],
  ],
  [
    "text-generation",
    [
      "Mi abuela siempre decía que",
      "Cuando llegamos al pueblo,",
      "El mejor viaje de mi vida fue",
      "Había una vez un dragón que",
      "Mañana por la mañana pienso",
    ],
  ],
  ["fill-mask", ["En verano hace mucho <mask> en Sevilla.", "Me gusta tomar café por la <mask>."]],
  [
    "sentence-similarity",
    [
      {
        source_sentence: "El niño lee un libro",
        sentences: ["Un chico está leyendo", "El niño juega al fútbol", "La librería cierra a las ocho"],
      },
    ],
  ],
]);

export const RUSSIAN: PerLanguageMapping = new Map([
  ["text-classification", ["Отличный фильм, смотрел с удовольствием!"]],
  ["token-classification", ["Анна работает врачом в Казани."]],
  ["question-answering", [{ text: "Где работает Анна?", context: "Анна работает врачом в Казани." }]],
  ["translation", ["Поезд в Москву отправляется в восемь утра."]],
  [
    "summarization",
    [
      "Байкал — озеро на юге Восточной Сибири. Это самое глубокое озеро на планете: в самом глубоком месте до дна больше 1600 метров. В Байкале около пятой части пресной воды всех озёр мира. Здесь живут байкальская нерпа и многие виды, которых больше нигде нет. В 1996 году озеро включили в список Всемирного наследия ЮНЕСКО.",
    ],
  ],
  ["text-generation", ["Каждое утро я", "Когда мы приехали в деревню,", "Давным-давно в далёком королевстве"]],
  ["fill-mask", ["Зимой в Сибири очень <mask>."]],
  [
    "sentence-similarity",
    [
      {
        source_sentence: "Дети играют во дворе",
        sentences: ["Ребята гуляют на улице", "Дети делают уроки", "Двор закрыт на ремонт"],
      },
    ],
  ],
]);

export const UKRAINIAN: PerLanguageMapping = new Map([
  ["translation", ["Потяг до Києва вирушає о дев'ятій ранку."]],
  ["fill-mask", ["Я люблю пити <mask> зранку."]],
]);

export const ITALIAN: PerLanguageMapping = new Map([
  ["text-classification", ["Che bella giornata, sono proprio contento!"]],
  [
    "token-classification",
    [
      "Giulia lavora come medico a Torino.",
      "Marco è nato a Napoli e vive a Milano.",
      "La Galleria degli Uffizi è a Firenze.",
    ],
  ],
  [
    "question-answering",
    [
      { text: "Dove lavora Giulia?", context: "Giulia lavora come medico a Torino." },
      { text: "In quale città vive Marco?", context: "Marco è nato a Napoli e vive a Milano." },
      { text: "In quale città si trovano gli Uffizi?", context: "La Galleria degli Uffizi è a Firenze." },
    ],
  ],
  ["translation", ["Il treno per Roma parte alle otto.", "Vorrei un caffè e un cornetto, per favore."]],
  [
    "summarization",
    [
      "Il Colosseo, costruito nel I secolo d.C. dagli imperatori della dinastia flavia, è il più grande anfiteatro dell'antica Roma. Poteva ospitare decine di migliaia di spettatori, che assistevano a combattimenti tra gladiatori, cacce ad animali e altri spettacoli pubblici. Nei secoli seguenti fu danneggiato dai terremoti e usato come cava di pietra per altri edifici. Oggi è uno dei monumenti più visitati al mondo e un simbolo della città.",
    ],
  ],
  [
    "text-generation",
    [
      "Quando ero bambino, d'estate",
      "La ricetta segreta di mia nonna",
      "Domani mattina andrò",
      "Il mio libro preferito parla di",
      "Tanto tempo fa, in un piccolo paese,",
    ],
  ],
  ["fill-mask", ["Venezia è famosa per i suoi <mask>.", "Di solito bevo il caffè la <mask>."]],
  [
    "sentence-similarity",
    [
      {
        source_sentence: "Il gatto dorme sul divano",
        sentences: ["Un gatto riposa sul sofà", "Il cane corre nel parco", "Il divano è nuovo"],
      },
    ],
  ],
]);

export const GERMAN: PerLanguageMapping = new Map([
  [
    "question-answering",
    [
      { text: "Wo arbeitet Jonas?", context: "Jonas arbeitet als Bäcker in Hamburg." },
      {
        text: "Wie lang ist der Rhein?",
        context:
          "Der Rhein entspringt in den Schweizer Alpen und mündet nach rund 1.230 Kilometern in den Niederlanden in die Nordsee. Er fließt durch die Schweiz, Liechtenstein, Österreich, Deutschland, Frankreich und die Niederlande. Seit Jahrhunderten ist er eine der wichtigsten Wasserstraßen Europas.",
      },
    ],
  ],
  [
    "sentence-similarity",
    [
      {
        source_sentence: "Der Hund schläft im Garten",
        sentences: ["Ein Hund ruht sich draußen aus", "Die Katze sitzt auf dem Dach", "Der Garten ist sehr groß"],
      },
    ],
  ],
]);
