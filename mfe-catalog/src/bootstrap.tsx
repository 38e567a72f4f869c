// Standalone development: the four catalogue screens on their own dev server, signed in through the same API.
import { StandaloneHarness } from '@menu/shared/ui';
import { Segmented } from 'antd';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import AddonsScreen from './exposes/addons-screen';
import CategoriesScreen from './exposes/categories-screen';
import ProductsScreen from './exposes/products-screen';
import VariantsScreen from './exposes/variants-screen';

const SCREENS = {
  Kategoriler: CategoriesScreen,
  Ürünler: ProductsScreen,
  'Ürün Varyantları': VariantsScreen,
  'Ürün Eklentileri': AddonsScreen,
} as const;
type ScreenName = keyof typeof SCREENS;

function Catalog() {
  const [screen, setScreen] = useState<ScreenName>('Kategoriler');
  const Screen = SCREENS[screen];
  return (
    <>
      <Segmented<ScreenName>
        options={Object.keys(SCREENS) as ScreenName[]}
        value={screen}
        onChange={setScreen}
        style={{ marginBottom: 24 }}
      />
      <Screen />
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StandaloneHarness title="Ürün kataloğu (tek başına)">
    <Catalog />
  </StandaloneHarness>,
);
