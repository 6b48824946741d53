// Admins banning each other at the same moment (issue 30, point 5), on PostgreSQL: there the two
// changes really overlap (PGlite runs one transaction at a time), so only the lock in
// PATCH /admin/users/{id}/status keeps at least one admin active.
import { testApiForFile } from './harness';
import { adminsBanEachOther } from './account-fixtures';

const api = testApiForFile();

describe('PATCH /admin/users/{id}/status on PostgreSQL', () => {
  it('leaves at least one of the admins active, however the changes overlap', async () => {
    for (let round = 0; round < 8; round += 1) {
      const size = 2 + (round % 3);
      const { statuses, stillActive } = await adminsBanEachOther(api, size);
      expect(stillActive).toBeGreaterThanOrEqual(1);
      expect(statuses.filter((s) => s === 200)).toHaveLength(size - stillActive);
      for (const status of statuses) expect([200, 401, 403]).toContain(status);
    }
  });
});
