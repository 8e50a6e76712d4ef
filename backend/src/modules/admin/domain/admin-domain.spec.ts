import { DomainError } from '../../../shared/ddd';
import { actionName, auditDetails, isAuditedAction } from './audit-entry';
import { paging } from './paging';
import { assertDeletable, averageRevenuePerUser, displayRate } from './admin-rules';

describe('admin rules', () => {
  it('deletes only active non-admin accounts', () => {
    expect(() => assertDeletable({ isActive: true, isAdmin: false })).not.toThrow();
    expect(() => assertDeletable({ isActive: true, isAdmin: true })).toThrow('Administrators cannot be deleted');
    expect(() => assertDeletable({ isActive: false, isAdmin: false })).toThrow('User not found');
    expect(() => assertDeletable(null)).toThrow('User not found');
  });

  it('averages revenue per user in whole cents, 0 without users', () => {
    expect(averageRevenuePerUser(2500, 3)).toBe(833);
    expect(averageRevenuePerUser(1000, 0)).toBe(0);
  });

  it('takes a display rate above 0 and at most 1,000,000, to 6 decimals', () => {
    expect(displayRate(155.1234567)).toBe(155.123457);
    for (const bad of [0, -1, Number.NaN, Infinity, 1_000_001, '1.5']) expect(() => displayRate(bad)).toThrow(DomainError);
  });

  it('pages from 1 with 1–100 rows (default 20) and refuses anything else with a 400', () => {
    expect(paging(undefined, undefined)).toEqual({ page: 1, pageSize: 20, limit: 20, offset: 0 });
    expect(paging('3', '10')).toEqual({ page: 3, pageSize: 10, limit: 10, offset: 20 });
    for (const [p, s] of [[0, 10], [1.5, 10], ['x', 10], [1, 0], [1, 101]]) {
      expect(() => paging(p, s)).toThrow(expect.objectContaining({ kind: 'invalid' }) as unknown as Error);
    }
  });
});

describe('the audit log', () => {
  it('names the admin actions and audits only changes under /api/admin', () => {
    expect(actionName('post', '/api/admin/vouchers')).toBe('voucher.create');
    expect(actionName('DELETE', '/api/admin/users/:id')).toBe('user.delete');
    expect(actionName('POST', '/api/admin/other')).toBe('POST /api/admin/other');
    expect(isAuditedAction('POST', '/api/admin/vouchers')).toBe(true);
    expect(isAuditedAction('GET', '/api/admin/vouchers')).toBe(false);
    expect(isAuditedAction('POST', '/api/administrators')).toBe(false);
    expect(isAuditedAction('POST', '/api/suggestions')).toBe(false);
  });

  it('keeps the request fields but never a password or token, and cuts long texts', () => {
    expect(auditDetails({ code: 'PARTY', discountValue: 25, isActive: true, password: 'hunter2', resetToken: 'abc', note: 'x'.repeat(300), list: [1, 2], obj: { a: 1 } })).toEqual({
      code: 'PARTY',
      discountValue: 25,
      isActive: true,
      password: '[redacted]',
      resetToken: '[redacted]',
      note: `${'x'.repeat(200)}…`,
      list: '[2 items]',
      obj: '[object]',
    });
    expect(auditDetails(undefined)).toEqual({});
  });
});
