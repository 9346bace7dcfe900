/** Organizers, clubs and series of each demo tenant. */
export const DEMO_ORGANIZERS: Record<
  string,
  {
    name: string;
    email: string;
    phone: string;
    website: string;
    legalName: string;
    inn: string;
    ogrn: string;
    address: string;
    /** The bank account an invoice by bank details is paid into (ADR 019). */
    kpp: string;
    bankName: string;
    bic: string;
    settlementAccount: string;
    correspondentAccount: string;
    /** In the Ministry of Sport's list for the tax deduction: issues certificates (issue 19, ADR 030). */
    taxDeductionListed?: boolean;
  }[]
> = {
  default: [
    {
      name: 'Беговое сообщество',
      taxDeductionListed: true,
      email: 'info@runcommunity.ru',
      phone: '+7 495 123-45-67',
      website: 'https://runcommunity.example',
      legalName: 'ООО «Беговое сообщество»',
      inn: '7701234560',
      ogrn: '1157746000004',
      address: '125009, Москва, ул. Тверская, д. 7',
      kpp: '770101001',
      bankName: 'ПАО Сбербанк',
      bic: '044525225',
      settlementAccount: '40702810938000012345',
      correspondentAccount: '30101810400000000225',
    },
    {
      name: 'Северная столица спорт',
      email: 'hello@spbsport.ru',
      phone: '+7 812 555-01-02',
      website: 'https://spbsport.example',
      legalName: 'АНО «Северная столица спорт»',
      inn: '7802345676',
      ogrn: '1187800000024',
      address: '191186, Санкт-Петербург, Невский пр., д. 28',
      kpp: '780201001',
      bankName: 'Северо-Западный банк ПАО Сбербанк',
      bic: '044030653',
      settlementAccount: '40703810755000023456',
      correspondentAccount: '30101810500000000653',
    },
    {
      name: 'Трейл Россия',
      email: 'team@trailrussia.ru',
      phone: '+7 343 200-30-40',
      website: 'https://trailrussia.example',
      legalName: 'ООО «Трейл Россия»',
      inn: '6671234505',
      ogrn: '1196658000032',
      address: '620014, Екатеринбург, ул. Малышева, д. 5',
      kpp: '667101001',
      bankName: 'Уральский банк ПАО Сбербанк',
      bic: '046577674',
      settlementAccount: '40702810516000034567',
      correspondentAccount: '30101810500000000674',
    },
    {
      name: 'Лыжный союз',
      email: 'ski@skiunion.ru',
      phone: '+7 485 230-11-22',
      website: 'https://skiunion.example',
      legalName: 'РОО «Лыжный союз»',
      inn: '7604123456',
      ogrn: '1167600000040',
      address: '150000, Ярославль, ул. Советская, д. 10',
      kpp: '760401001',
      bankName: 'Ярославское отделение № 17 ПАО Сбербанк',
      bic: '047888670',
      settlementAccount: '40703810877000045678',
      correspondentAccount: '30101810500000000670',
    },
    {
      name: 'Волга Триатлон',
      email: 'start@volgatri.ru',
      phone: '+7 843 777-88-99',
      website: 'https://volgatri.example',
      legalName: 'ООО «Волга Триатлон»',
      inn: '1655123453',
      ogrn: '1171690000052',
      address: '420111, Казань, ул. Баумана, д. 44',
      kpp: '165501001',
      bankName: 'Отделение «Банк Татарстан» № 8610 ПАО Сбербанк',
      bic: '049205603',
      settlementAccount: '40702810262000056789',
      correspondentAccount: '30101810600000000603',
    },
  ],
  pionercup: [
    {
      name: 'PionerCup',
      email: 'org@pionercup.ru',
      phone: '+7 495 600-70-80',
      website: 'https://pionercup.example',
      legalName: 'ООО «Пионер Кап»',
      inn: '7705987653',
      ogrn: '1207700000067',
      address: '119021, Москва, ул. Льва Толстого, д. 16',
      kpp: '770501001',
      bankName: 'ПАО Сбербанк',
      bic: '044525225',
      settlementAccount: '40702810438000067890',
      correspondentAccount: '30101810400000000225',
    },
  ],
  fontanka: [
    {
      name: 'Фонтанка Ран',
      email: 'run@fontanka.run',
      phone: '+7 812 300-40-50',
      website: 'https://fontanka.example',
      legalName: 'ООО «Фонтанка Ран»',
      inn: '7813456787',
      ogrn: '1217800000076',
      address: '191023, Санкт-Петербург, наб. реки Фонтанки, д. 59',
      kpp: '781301001',
      bankName: 'Северо-Западный банк ПАО Сбербанк',
      bic: '044030653',
      settlementAccount: '40702810955000078901',
      correspondentAccount: '30101810500000000653',
    },
  ],
};

export const DEMO_CLUBS: Record<string, { name: string; city: string }[]> = {
  default: [
    { name: 'Moscow Runners', city: 'Москва' },
    { name: 'Беговой клуб «Лужники»', city: 'Москва' },
    { name: 'SPB Running Club', city: 'Санкт-Петербург' },
    { name: 'Казань Бегает', city: 'Казань' },
    { name: 'Уральские трейлраннеры', city: 'Екатеринбург' },
    { name: 'Лыжный клуб «Динамо»', city: 'Москва' },
    { name: 'Триатлон-клуб «Волга»', city: 'Самара' },
    { name: 'Сибирь Ран', city: 'Новосибирск' },
  ],
  pionercup: [
    { name: 'Пионер', city: 'Москва' },
    { name: 'Спартак-Бег', city: 'Москва' },
  ],
  fontanka: [
    { name: 'Фонтанка', city: 'Санкт-Петербург' },
    { name: 'Невские волны', city: 'Санкт-Петербург' },
  ],
};

export const DEMO_SERIES: Record<
  string,
  { code: string; nameRu: string; nameEn: string; descriptionRu: string; descriptionEn: string }[]
> = {
  default: [
    {
      code: 'moscow-running-series',
      nameRu: 'Московская беговая серия',
      nameEn: 'Moscow Running Series',
      descriptionRu: '<p>Серия забегов по паркам Москвы: весна, лето и осень.</p>',
      descriptionEn: '<p>A series of runs in the parks of Moscow: spring, summer and autumn.</p>',
    },
    {
      code: 'trail-cup',
      nameRu: 'Кубок трейлов России',
      nameEn: 'Russian Trail Cup',
      descriptionRu: '<p>Лучшие горные и лесные трейлы страны в одном зачёте.</p>',
      descriptionEn: '<p>The best mountain and forest trails of the country in one standings.</p>',
    },
    {
      code: 'ski-cup',
      nameRu: 'Лыжный кубок',
      nameEn: 'Ski Cup',
      descriptionRu: '<p>Классические лыжные марафоны зимнего сезона.</p>',
      descriptionEn: '<p>Classic ski marathons of the winter season.</p>',
    },
    {
      code: 'white-nights',
      nameRu: 'Белые ночи',
      nameEn: 'White Nights',
      descriptionRu: '<p>Летние старты Северо-Запада в сезон белых ночей.</p>',
      descriptionEn: '<p>Summer races of the North-West in the season of white nights.</p>',
    },
  ],
  pionercup: [
    {
      code: 'pioner-cup',
      nameRu: 'Кубок Пионера',
      nameEn: 'Pioneer Cup',
      descriptionRu: '<p>Серия забегов PionerCup.</p>',
      descriptionEn: '<p>The PionerCup running series.</p>',
    },
  ],
  fontanka: [
    {
      code: 'fontanka-series',
      nameRu: 'Серия «Фонтанка»',
      nameEn: 'Fontanka Series',
      descriptionRu: '<p>Забеги по набережным Петербурга.</p>',
      descriptionEn: '<p>Runs along the embankments of Saint Petersburg.</p>',
    },
  ],
};
