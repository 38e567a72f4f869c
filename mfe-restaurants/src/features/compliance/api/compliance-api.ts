// The compliance answer of one restaurant (GET /restaurants/{id}/compliance), re-read after every print.
import { complianceQueryOptions } from '@menu/shared';
import { useQuery } from '@tanstack/react-query';

export const useCompliance = (restaurantId: number | null | undefined) =>
  useQuery(complianceQueryOptions(restaurantId));
