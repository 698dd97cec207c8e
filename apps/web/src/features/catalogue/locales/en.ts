import type { CatalogueMessages } from './ru';

const catalogue: CatalogueMessages = {
  search: 'Search services',
  searchHint: 'by name, code or description',
  empty: 'No active services yet',
  nothingFound: 'Nothing matches “{{search}}”',
  found: 'Found: {{n}}',
  pages: 'Catalogue pages',
  library: {
    intro: 'Documentation of every active service of the provider.',
    services: 'Services',
    choose: 'Choose a service on the left to read its documentation.',
    noDocs: 'This service’s documentation is not published yet.',
  },
  prices: {
    title: 'Price per request',
    none: 'Price by contract',
    fromPrice: 'from {{price}}',
    yourTariff: 'Your tariff',
    noTariff: 'Not connected for you',
    validTo: 'valid until {{day}}',
  },
  pricing: {
    intro: 'Published tariffs: the price of one request by the number of requests in a month.',
    empty: 'No tariffs are published yet. Prices are given on request.',
    manageTitle: 'Price list',
    manageIntro:
      'The tariffs ticked here are shown to everybody on this page and in the catalogue.',
    publish: 'Publish the tariff “{{name}}”',
    published: 'Published',
    saved: 'Price list saved',
    nothingToManage: 'No current tariffs',
    validity: 'From {{from}}',
    validityTo: 'From {{from}} to {{to}}',
  },
  cards: {
    intro: 'Every service of the provider with its prices. The ones you have show your tariff.',
  },
  offers: {
    package: 'Request package',
    intro: 'Prepaid packages: requests within a package are not billed one by one.',
    balance: 'Packages left: {{remaining}} of {{quota}}',
    noPackage: 'No packages',
    request: 'Request a package',
    notConnected: 'A package can be requested once the service is connected',
  },
  list: {
    intro: 'The catalogue as a list: sorting, search and page size.',
    name: 'Service',
    code: 'Code',
    description: 'Description',
    price: 'Price from',
    yours: 'Your tariff',
  },
  actions: {
    docs: 'Documentation',
    form: 'Open the form',
  },
};

export default catalogue;
