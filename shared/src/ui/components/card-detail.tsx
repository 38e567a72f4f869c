// One line of a record card's details: an icon named for screen readers (and on hover) and the text beside
// it, wrapping anywhere so a long e-mail or address never widens the card. Render inside a <ul>.
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export function CardDetail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Flex component="li" gap={8} align="flex-start" style={{ minWidth: 0 }}>
      <span aria-label={label} title={label} role="img" style={{ color: '#8c8c8c', lineHeight: '22px' }}>
        {icon}
      </span>
      <Typography.Text style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Typography.Text>
    </Flex>
  );
}
