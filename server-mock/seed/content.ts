// Stories of the content service: the market home's editorial blocks, the terms and the privacy policy of
// every market, in the market's language. Each story starts with its draft equal to what is published.
import type { components } from '../../openapi/app.gen.ts';
import type { SeedStory } from '../data.ts';
import { type CountryCode, MARKET_SPECS } from './markets.ts';

type Schemas = components['schemas'];
type Story = Schemas['Story'];
type Block = Schemas['Block'];
type RichNode = Schemas['RichTextBlockNode'];
type Text = Schemas['RichTextText'];

/** When the seeded stories were published. */
const PUBLISHED_AT = '2026-01-15T08:00:00.000Z';
const SUPPORT = 'support@statefront.test';
const PRIVACY = 'privacy@statefront.test';

type Inline = string | Text;
const text = (value: string): Text => ({ type: 'text', text: value });
const bold = (value: string): Text => ({ type: 'text', text: value, marks: [{ type: 'bold' }] });
const link = (value: string, href: string): Text => ({
  type: 'text',
  text: value,
  marks: [{ type: 'link', attrs: { href } }],
});
const mail = (address: string) => link(address, `mailto:${address}`);
const p = (...parts: Inline[]): RichNode => ({
  type: 'paragraph',
  content: parts.map((part) => (typeof part === 'string' ? text(part) : part)),
});
const h2 = (value: string): RichNode => ({ type: 'heading', attrs: { level: 2 }, content: [text(value)] });
const list = (type: 'bullet_list' | 'ordered_list', items: string[]): RichNode => ({
  type,
  content: items.map((item) => ({ type: 'list_item', content: [p(item)] })),
});
const ul = (...items: string[]) => list('bullet_list', items);
const ol = (...items: string[]) => list('ordered_list', items);

interface MarketStories {
  home: { name: string; title: string; text: string; linkLabel: string; usps: string[]; about: RichNode };
  terms: { name: string; body: RichNode[] };
  integrity: { name: string; body: RichNode[] };
}

/** The texts of each market; `m` is the market's path segment, for links inside the shop. */
const stories: Record<CountryCode, (m: string) => MarketStories> = {
  SE: (m) => ({
    home: {
      name: 'Startsida',
      title: 'Profilprodukter som syns',
      text: 'Kläder, väskor och presentartiklar med ert tryck – för företag, föreningar och privatpersoner.',
      linkLabel: 'Se produkterna',
      usps: [
        'Fri frakt vid köp över 499 kr',
        'Leverans inom 2–4 arbetsdagar',
        'Faktura för företagskunder',
        '14 dagars ångerrätt på otryckta varor',
      ],
      about: p(
        'Vi trycker i vår egen verkstad och hjälper er hela vägen från logotyp till färdig leverans. ',
        bold('Företagskunder'),
        ' handlar till sina avtalade priser – läs mer i våra ',
        link('köpvillkor', `/${m}/terms/`),
        '.',
      ),
    },
    terms: {
      name: 'Köpvillkor',
      body: [
        p(
          'Villkoren gäller när du handlar i Statefronts webbutik i Sverige. Genom att lägga en beställning godkänner du dem.',
        ),
        h2('Beställning'),
        p(
          'Beställningen är bindande när du har fått vår orderbekräftelse via e-post. Vi kan avböja beställningar med uppenbara prisfel.',
        ),
        h2('Priser och betalning'),
        ul(
          'Priser för privatpersoner anges inklusive moms.',
          'Inloggade företagskunder ser sina avtalade priser exklusive moms.',
          'Du betalar med kort eller faktura via våra betalpartner.',
        ),
        h2('Leverans'),
        p(
          'Lagervaror levereras inom 2–4 arbetsdagar, tryckta varor inom 10 arbetsdagar efter godkänt korrektur. Frakten är fri vid köp över 499 kr.',
        ),
        h2('Ångerrätt och retur'),
        ol(
          'Meddela oss inom 14 dagar från att du tog emot varan.',
          'Skicka tillbaka varan oanvänd och i originalförpackningen.',
          'Vi betalar tillbaka beloppet senast 14 dagar efter att returen har kommit fram.',
        ),
        p(bold('Tryckta varor'), ' tillverkas efter din beställning och omfattas inte av ångerrätten.'),
        h2('Kontakt'),
        p('Frågor om din beställning? Skriv till ', mail(SUPPORT), '.'),
      ],
    },
    integrity: {
      name: 'Integritetspolicy',
      body: [
        p(
          'Statefront är personuppgiftsansvarig för de uppgifter du lämnar till oss. Här beskriver vi vad vi sparar och varför.',
        ),
        h2('Uppgifter vi behandlar'),
        ul(
          'Namn, adress, e-post och telefonnummer',
          'Företagsuppgifter som organisationsnummer och fakturaadress',
          'Dina beställningar och din varukorg',
        ),
        h2('Varför vi behandlar dem'),
        ul(
          'För att leverera och fakturera dina beställningar (avtal)',
          'För att hantera ditt konto och företagets användare (avtal)',
          'För att skicka nyhetsbrev om du har samtyckt till det (samtycke)',
        ),
        h2('Hur länge vi sparar dem'),
        p(
          'Orderuppgifter sparas så länge bokföringslagen kräver. Övriga uppgifter raderas när du avslutar ditt konto eller återkallar ditt samtycke.',
        ),
        h2('Dina rättigheter'),
        p(
          'Du kan när som helst begära utdrag, rättelse eller radering av dina uppgifter. Skriv till ',
          mail(PRIVACY),
          '. Du kan också lämna klagomål till Integritetsskyddsmyndigheten (IMY).',
        ),
      ],
    },
  }),
  NO: (m) => ({
    home: {
      name: 'Forside',
      title: 'Profilprodukter som blir lagt merke til',
      text: 'Klær, vesker og gaveartikler med deres trykk – for bedrifter, foreninger og privatpersoner.',
      linkLabel: 'Se produktene',
      usps: [
        'Fri frakt ved kjøp over 499 kr',
        'Levering innen 2–4 virkedager',
        'Faktura for bedriftskunder',
        '14 dagers angrerett på varer uten trykk',
      ],
      about: p(
        'Vi trykker i vårt eget verksted og hjelper dere hele veien fra logo til ferdig levering. ',
        bold('Bedriftskunder'),
        ' handler til sine avtalte priser – les mer i våre ',
        link('kjøpsvilkår', `/${m}/terms/`),
        '.',
      ),
    },
    terms: {
      name: 'Kjøpsvilkår',
      body: [
        p(
          'Vilkårene gjelder når du handler i Statefronts nettbutikk i Norge. Ved å legge inn en bestilling godtar du dem.',
        ),
        h2('Bestilling'),
        p(
          'Bestillingen er bindende når du har mottatt vår ordrebekreftelse på e-post. Vi kan avvise bestillinger med åpenbare prisfeil.',
        ),
        h2('Priser og betaling'),
        ul(
          'Priser for privatpersoner er oppgitt inklusive mva.',
          'Innloggede bedriftskunder ser sine avtalte priser eksklusive mva.',
          'Du betaler med kort eller faktura via våre betalingspartnere.',
        ),
        h2('Levering'),
        p(
          'Lagervarer leveres innen 2–4 virkedager, varer med trykk innen 10 virkedager etter godkjent korrektur. Frakten er gratis ved kjøp over 499 kr.',
        ),
        h2('Angrerett og retur'),
        ol(
          'Gi oss beskjed innen 14 dager etter at du mottok varen.',
          'Send varen tilbake ubrukt og i originalemballasjen.',
          'Vi betaler tilbake beløpet senest 14 dager etter at returen har kommet fram.',
        ),
        p(bold('Varer med trykk'), ' lages etter din bestilling og omfattes ikke av angreretten.'),
        h2('Kontakt'),
        p('Spørsmål om bestillingen din? Skriv til ', mail(SUPPORT), '.'),
      ],
    },
    integrity: {
      name: 'Personvernerklæring',
      body: [
        p(
          'Statefront er behandlingsansvarlig for opplysningene du gir oss. Her beskriver vi hva vi lagrer og hvorfor.',
        ),
        h2('Opplysninger vi behandler'),
        ul(
          'Navn, adresse, e-post og telefonnummer',
          'Bedriftsopplysninger som organisasjonsnummer og fakturaadresse',
          'Bestillingene og handlekurven din',
        ),
        h2('Hvorfor vi behandler dem'),
        ul(
          'For å levere og fakturere bestillingene dine (avtale)',
          'For å administrere kontoen din og bedriftens brukere (avtale)',
          'For å sende nyhetsbrev hvis du har samtykket til det (samtykke)',
        ),
        h2('Hvor lenge vi lagrer dem'),
        p(
          'Ordreopplysninger lagres så lenge bokføringsloven krever. Andre opplysninger slettes når du avslutter kontoen eller trekker tilbake samtykket.',
        ),
        h2('Dine rettigheter'),
        p(
          'Du kan når som helst be om innsyn i, retting eller sletting av opplysningene dine. Skriv til ',
          mail(PRIVACY),
          '. Du kan også klage til Datatilsynet.',
        ),
      ],
    },
  }),
  DK: (m) => ({
    home: {
      name: 'Forside',
      title: 'Profilprodukter, der bliver set',
      text: 'Tøj, tasker og gaveartikler med jeres tryk – til virksomheder, foreninger og privatpersoner.',
      linkLabel: 'Se produkterne',
      usps: [
        'Fri fragt ved køb over 399 kr.',
        'Levering inden for 2–4 hverdage',
        'Faktura til erhvervskunder',
        '14 dages fortrydelsesret på varer uden tryk',
      ],
      about: p(
        'Vi trykker på vores eget værksted og hjælper jer hele vejen fra logo til færdig levering. ',
        bold('Erhvervskunder'),
        ' handler til deres aftalte priser – læs mere i vores ',
        link('handelsbetingelser', `/${m}/terms/`),
        '.',
      ),
    },
    terms: {
      name: 'Handelsbetingelser',
      body: [
        p(
          'Betingelserne gælder, når du handler i Statefronts webshop i Danmark. Når du afgiver en bestilling, accepterer du dem.',
        ),
        h2('Bestilling'),
        p(
          'Bestillingen er bindende, når du har modtaget vores ordrebekræftelse på e-mail. Vi kan afvise bestillinger med åbenlyse prisfejl.',
        ),
        h2('Priser og betaling'),
        ul(
          'Priser for privatpersoner er inklusive moms.',
          'Indloggede erhvervskunder ser deres aftalte priser eksklusive moms.',
          'Du betaler med kort eller faktura via vores betalingspartnere.',
        ),
        h2('Levering'),
        p(
          'Lagervarer leveres inden for 2–4 hverdage, varer med tryk inden for 10 hverdage efter godkendt korrektur. Fragten er gratis ved køb over 399 kr.',
        ),
        h2('Fortrydelsesret og returnering'),
        ol(
          'Giv os besked senest 14 dage efter, at du har modtaget varen.',
          'Send varen retur ubrugt og i den originale emballage.',
          'Vi tilbagebetaler beløbet senest 14 dage efter, at returneringen er kommet frem.',
        ),
        p(
          bold('Varer med tryk'),
          ' fremstilles efter din bestilling og er ikke omfattet af fortrydelsesretten.',
        ),
        h2('Kontakt'),
        p('Spørgsmål til din bestilling? Skriv til ', mail(SUPPORT), '.'),
      ],
    },
    integrity: {
      name: 'Privatlivspolitik',
      body: [
        p(
          'Statefront er dataansvarlig for de oplysninger, du giver os. Her beskriver vi, hvad vi gemmer, og hvorfor.',
        ),
        h2('Oplysninger, vi behandler'),
        ul(
          'Navn, adresse, e-mail og telefonnummer',
          'Virksomhedsoplysninger som CVR-nummer og fakturaadresse',
          'Dine bestillinger og din kurv',
        ),
        h2('Hvorfor vi behandler dem'),
        ul(
          'For at levere og fakturere dine bestillinger (aftale)',
          'For at administrere din konto og virksomhedens brugere (aftale)',
          'For at sende nyhedsbreve, hvis du har givet samtykke til det (samtykke)',
        ),
        h2('Hvor længe vi gemmer dem'),
        p(
          'Ordreoplysninger gemmes, så længe bogføringsloven kræver det. Øvrige oplysninger slettes, når du lukker din konto eller trækker dit samtykke tilbage.',
        ),
        h2('Dine rettigheder'),
        p(
          'Du kan til enhver tid bede om indsigt i, berigtigelse eller sletning af dine oplysninger. Skriv til ',
          mail(PRIVACY),
          '. Du kan også klage til Datatilsynet.',
        ),
      ],
    },
  }),
  FI: (m) => ({
    home: {
      name: 'Etusivu',
      title: 'Näkyviä profiilituotteita',
      text: 'Vaatteita, laukkuja ja lahjatuotteita teidän painatuksellanne – yrityksille, yhdistyksille ja yksityishenkilöille.',
      linkLabel: 'Katso tuotteet',
      usps: [
        'Ilmainen toimitus yli 49 €:n tilauksiin',
        'Toimitus 2–4 arkipäivässä',
        'Lasku yritysasiakkaille',
        '14 päivän peruuttamisoikeus painamattomille tuotteille',
      ],
      about: p(
        'Painamme tuotteet omassa verstaassamme ja autamme koko matkan logosta valmiiseen toimitukseen. ',
        bold('Yritysasiakkaat'),
        ' ostavat sopimushinnoillaan – lue lisää ',
        link('toimitusehdoistamme', `/${m}/terms/`),
        '.',
      ),
    },
    terms: {
      name: 'Toimitusehdot',
      body: [
        p(
          'Näitä ehtoja sovelletaan, kun asioit Statefrontin verkkokaupassa Suomessa. Tekemällä tilauksen hyväksyt ehdot.',
        ),
        h2('Tilaus'),
        p(
          'Tilaus on sitova, kun olet saanut tilausvahvistuksemme sähköpostitse. Voimme hylätä tilaukset, joissa on ilmeinen hintavirhe.',
        ),
        h2('Hinnat ja maksaminen'),
        ul(
          'Kuluttajahinnat sisältävät arvonlisäveron.',
          'Kirjautuneet yritysasiakkaat näkevät sopimushintansa ilman arvonlisäveroa.',
          'Maksat kortilla tai laskulla maksukumppaneidemme kautta.',
        ),
        h2('Toimitus'),
        p(
          'Varastotuotteet toimitetaan 2–4 arkipäivässä ja painetut tuotteet 10 arkipäivässä vedoksen hyväksymisestä. Toimitus on ilmainen yli 49 €:n tilauksiin.',
        ),
        h2('Peruuttamisoikeus ja palautukset'),
        ol(
          'Ilmoita meille 14 päivän kuluessa tuotteen vastaanottamisesta.',
          'Palauta tuote käyttämättömänä alkuperäisessä pakkauksessaan.',
          'Palautamme rahat viimeistään 14 päivän kuluttua siitä, kun palautus on saapunut.',
        ),
        p(bold('Painetut tuotteet'), ' valmistetaan tilauksesi mukaan, eikä niitä koske peruuttamisoikeus.'),
        h2('Yhteystiedot'),
        p('Kysyttävää tilauksestasi? Kirjoita osoitteeseen ', mail(SUPPORT), '.'),
      ],
    },
    integrity: {
      name: 'Tietosuojaseloste',
      body: [
        p(
          'Statefront on antamiesi henkilötietojen rekisterinpitäjä. Tässä kerromme, mitä tietoja säilytämme ja miksi.',
        ),
        h2('Käsittelemämme tiedot'),
        ul(
          'Nimi, osoite, sähköposti ja puhelinnumero',
          'Yrityksen tiedot, kuten Y-tunnus ja laskutusosoite',
          'Tilauksesi ja ostoskorisi',
        ),
        h2('Miksi käsittelemme tietoja'),
        ul(
          'Tilaustesi toimittamiseen ja laskuttamiseen (sopimus)',
          'Tilisi ja yrityksesi käyttäjien hallintaan (sopimus)',
          'Uutiskirjeiden lähettämiseen, jos olet antanut siihen suostumuksesi (suostumus)',
        ),
        h2('Kuinka kauan säilytämme tietoja'),
        p(
          'Tilaustiedot säilytetään niin kauan kuin kirjanpitolaki edellyttää. Muut tiedot poistetaan, kun suljet tilisi tai peruutat suostumuksesi.',
        ),
        h2('Oikeutesi'),
        p(
          'Voit milloin tahansa pyytää pääsyä tietoihisi sekä niiden oikaisemista tai poistamista. Kirjoita osoitteeseen ',
          mail(PRIVACY),
          '. Voit myös tehdä valituksen tietosuojavaltuutetun toimistolle.',
        ),
      ],
    },
  }),
  DE: (m) => ({
    home: {
      name: 'Startseite',
      title: 'Werbeartikel, die auffallen',
      text: 'Kleidung, Taschen und Geschenkartikel mit Ihrem Druck – für Unternehmen, Vereine und Privatkunden.',
      linkLabel: 'Zu den Produkten',
      usps: [
        'Kostenloser Versand ab 49 €',
        'Lieferung in 2–4 Werktagen',
        'Kauf auf Rechnung für Geschäftskunden',
        '14 Tage Widerrufsrecht auf unbedruckte Ware',
      ],
      about: p(
        'Wir drucken in unserer eigenen Werkstatt und begleiten Sie vom Logo bis zur fertigen Lieferung. ',
        bold('Geschäftskunden'),
        ' kaufen zu ihren vereinbarten Preisen – mehr dazu in unseren ',
        link('AGB', `/${m}/terms/`),
        '.',
      ),
    },
    terms: {
      name: 'Allgemeine Geschäftsbedingungen',
      body: [
        p(
          'Diese Bedingungen gelten für Einkäufe im Onlineshop von Statefront in Deutschland. Mit Ihrer Bestellung erkennen Sie sie an.',
        ),
        h2('Bestellung'),
        p(
          'Ihre Bestellung ist verbindlich, sobald Sie unsere Auftragsbestätigung per E-Mail erhalten haben. Bestellungen mit offensichtlichen Preisfehlern können wir ablehnen.',
        ),
        h2('Preise und Zahlung'),
        ul(
          'Preise für Privatkunden enthalten die gesetzliche Mehrwertsteuer.',
          'Angemeldete Geschäftskunden sehen ihre vereinbarten Preise zuzüglich Mehrwertsteuer.',
          'Sie bezahlen per Karte oder auf Rechnung über unsere Zahlungspartner.',
        ),
        h2('Lieferung'),
        p(
          'Lagerware liefern wir in 2–4 Werktagen, bedruckte Ware innerhalb von 10 Werktagen nach Freigabe des Korrekturabzugs. Ab 49 € ist der Versand kostenlos.',
        ),
        h2('Widerruf und Rücksendung'),
        ol(
          'Teilen Sie uns Ihren Widerruf innerhalb von 14 Tagen nach Erhalt der Ware mit.',
          'Senden Sie die Ware unbenutzt und in der Originalverpackung zurück.',
          'Wir erstatten den Betrag spätestens 14 Tage nach Eingang der Rücksendung.',
        ),
        p(
          bold('Bedruckte Ware'),
          ' wird nach Ihren Vorgaben gefertigt und ist vom Widerrufsrecht ausgeschlossen.',
        ),
        h2('Kontakt'),
        p('Fragen zu Ihrer Bestellung? Schreiben Sie an ', mail(SUPPORT), '.'),
      ],
    },
    integrity: {
      name: 'Datenschutzerklärung',
      body: [
        p(
          'Statefront ist verantwortlich für die personenbezogenen Daten, die Sie uns geben. Hier erfahren Sie, was wir speichern und warum.',
        ),
        h2('Welche Daten wir verarbeiten'),
        ul(
          'Name, Anschrift, E-Mail-Adresse und Telefonnummer',
          'Firmendaten wie USt-IdNr. und Rechnungsanschrift',
          'Ihre Bestellungen und Ihren Warenkorb',
        ),
        h2('Warum wir sie verarbeiten'),
        ul(
          'Um Ihre Bestellungen zu liefern und abzurechnen (Vertrag)',
          'Um Ihr Konto und die Benutzer Ihres Unternehmens zu verwalten (Vertrag)',
          'Um Ihnen Newsletter zu senden, wenn Sie eingewilligt haben (Einwilligung)',
        ),
        h2('Wie lange wir sie speichern'),
        p(
          'Bestelldaten bewahren wir so lange auf, wie es die gesetzlichen Aufbewahrungsfristen verlangen. Andere Daten löschen wir, wenn Sie Ihr Konto schließen oder Ihre Einwilligung widerrufen.',
        ),
        h2('Ihre Rechte'),
        p(
          'Sie können jederzeit Auskunft über Ihre Daten sowie deren Berichtigung oder Löschung verlangen. Schreiben Sie an ',
          mail(PRIVACY),
          '. Außerdem können Sie sich bei einer Datenschutzaufsichtsbehörde beschweren.',
        ),
      ],
    },
  }),
  GB: (m) => ({
    home: {
      name: 'Home',
      title: 'Promotional products that get noticed',
      text: 'Clothing, bags and gifts printed with your logo – for companies, clubs and consumers.',
      linkLabel: 'See the products',
      usps: [
        'Free delivery on orders over £39',
        'Delivery in 2–4 working days',
        'Invoice payment for business customers',
        '14-day right to cancel on unprinted items',
      ],
      about: p(
        'We print in our own workshop and help you all the way from logo to delivery. ',
        bold('Business customers'),
        ' shop at their agreed prices – read more in our ',
        link('terms and conditions', `/${m}/terms/`),
        '.',
      ),
    },
    terms: {
      name: 'Terms and conditions',
      body: [
        p(
          "These terms apply when you shop in Statefront's online shop in the United Kingdom. By placing an order you accept them.",
        ),
        h2('Orders'),
        p(
          'Your order is binding once you have received our order confirmation by e-mail. We may decline orders with an obvious pricing error.',
        ),
        h2('Prices and payment'),
        ul(
          'Prices for consumers include VAT.',
          'Signed-in business customers see their agreed prices excluding VAT.',
          'You pay by card or invoice through our payment partners.',
        ),
        h2('Delivery'),
        p(
          'Stock items are delivered within 2–4 working days, printed items within 10 working days of your proof approval. Delivery is free on orders over £39.',
        ),
        h2('Cancellation and returns'),
        ol(
          'Tell us within 14 days of receiving the goods.',
          'Send the goods back unused and in their original packaging.',
          'We refund you no later than 14 days after the return has arrived.',
        ),
        p(bold('Printed items'), ' are made to your order and cannot be cancelled.'),
        h2('Contact'),
        p('Questions about your order? Write to ', mail(SUPPORT), '.'),
      ],
    },
    integrity: {
      name: 'Privacy policy',
      body: [
        p('Statefront is the controller of the personal data you give us. This is what we keep and why.'),
        h2('The data we process'),
        ul(
          'Name, address, e-mail and phone number',
          'Company details such as registration number and billing address',
          'Your orders and your cart',
        ),
        h2('Why we process it'),
        ul(
          'To deliver and invoice your orders (contract)',
          "To manage your account and your company's users (contract)",
          'To send newsletters if you have agreed to it (consent)',
        ),
        h2('How long we keep it'),
        p(
          'Order data is kept for as long as accounting law requires. Other data is deleted when you close your account or withdraw your consent.',
        ),
        h2('Your rights'),
        p(
          'You may ask for a copy of your data, its correction or its deletion at any time. Write to ',
          mail(PRIVACY),
          ". You may also complain to the Information Commissioner's Office (ICO).",
        ),
      ],
    },
  }),
};

function buildStory(path: string, lang: string, name: string, blocks: Block[]): Story {
  return {
    id: `story-${path.replace('/', '-')}`,
    path,
    name,
    lang,
    published_at: PUBLISHED_AT,
    content: { blocks },
  };
}

/** The three stories of one market, built afresh on every call (so the versions share no objects). */
function marketStories(country: CountryCode, lang: string): Story[] {
  const m = country.toLowerCase();
  const { home, terms, integrity } = stories[country](m);
  return [
    buildStory(`${m}/home`, lang, home.name, [
      {
        component: 'hero',
        title: home.title,
        text: home.text,
        linkLabel: home.linkLabel,
        linkHref: '#products-heading',
      },
      { component: 'uspList', items: home.usps },
      { component: 'richText', body: { type: 'doc', content: [home.about] } },
    ]),
    buildStory(`${m}/terms`, lang, terms.name, [
      { component: 'richText', body: { type: 'doc', content: terms.body } },
    ]),
    buildStory(`${m}/integrity`, lang, integrity.name, [
      { component: 'richText', body: { type: 'doc', content: integrity.body } },
    ]),
  ];
}

export function buildStories(): SeedStory[] {
  return MARKET_SPECS.flatMap((spec) => {
    const published = marketStories(spec.country, spec.language);
    const drafts = marketStories(spec.country, spec.language);
    return published.map((story, index) => ({ published: story, draft: drafts[index] ?? story }));
  });
}
