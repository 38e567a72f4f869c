// Tags for an add-on's inferred type and price tier.
import { ADDON_TIER_LABELS, ADDON_TYPE_LABELS, addonTier, addonType } from '../lib/addon-kinds';
import { Tag } from 'antd';

export const TYPE_EMOJI = {
  sauce: '🥫',
  cheese: '🧀',
  meat: '🥓',
  vegetable: '🥬',
  spice: '🌶️',
  sweet: '🍯',
  other: '➕',
} as const;
export const TIER_COLOURS = { free: 'default', economic: 'green', medium: 'blue', premium: 'purple' } as const;

export function AddonTypeTag({ name }: { name: string }) {
  const type = addonType(name);
  return (
    <Tag style={{ marginInlineEnd: 0 }}>
      <span aria-hidden>{TYPE_EMOJI[type]} </span>
      {ADDON_TYPE_LABELS[type]}
    </Tag>
  );
}

export function AddonTierTag({ price }: { price: number }) {
  const tier = addonTier(price);
  return (
    <Tag color={TIER_COLOURS[tier]} style={{ marginInlineEnd: 0 }}>
      {ADDON_TIER_LABELS[tier]}
    </Tag>
  );
}
