// Wire records as the API sends them, for the tests of this package.
import { wireRestaurant } from '@menu/shared/testing';

export const lezzetDuragi = wireRestaurant({
  id: 7,
  description: 'Ev yemekleri ve taze salatalar',
  address: 'Moda Cad. No: 12, Kadıköy / İstanbul',
  phone: '0216 555 00 00',
  email: 'info@lezzet.com',
  website: 'www.lezzet.com',
});
