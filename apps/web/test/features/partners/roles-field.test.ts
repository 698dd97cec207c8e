import { describe, expect, it } from 'vitest';
import { staffRoleOptions } from '../../../src/features/partners/components/RolesField';

const roles = ['Admin', 'Partner', 'client', 'Integrator', 'ProviderIntegrator', 'auditor'].map(
  (key) => ({ key, name: `name of ${key}` }),
);

describe('the roles staff may tick for a user', () => {
  it('leave out the staff roles, the provider integrator’s included, unless the user holds one', () => {
    expect(staffRoleOptions(roles, []).map((r) => r.key)).toEqual([
      'client',
      'Integrator',
      'auditor',
    ]);
    expect(staffRoleOptions(roles, [{ key: 'ProviderIntegrator' }]).map((r) => r.key)).toEqual([
      'client',
      'Integrator',
      'ProviderIntegrator',
      'auditor',
    ]);
  });
});
