// Wire records as the API sends them, for the tests of this package.
export const lezzetDuragi = {
  id: 7,
  name: 'Lezzet Durağı',
  description: 'Ev yemekleri ve taze salatalar',
  address: 'Moda Cad. No: 12, Kadıköy / İstanbul',
  phone: '0216 555 00 00',
  email: 'info@lezzet.com',
  website: 'www.lezzet.com',
  logo: null,
  backgroundImage: null,
  primaryColor: '#FF6B35',
  secondaryColor: '#2C3E50',
  acceptsCalls: true,
  acceptsOrders: false,
  isActive: true,
  createdDate: '2026-01-05T10:00:00Z',
};
