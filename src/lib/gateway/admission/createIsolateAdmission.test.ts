import { describe, expect, it } from 'vitest';
import { createIsolateAdmission } from './createIsolateAdmission.ts';

describe('createIsolateAdmission', () => {
  it('takes requests up to maxInFlight, refuses the next, and takes one again once one is answered', () => {
    const admission = createIsolateAdmission(3);
    expect([admission.admit(), admission.admit(), admission.admit(), admission.admit()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(admission.inFlight()).toBe(3);
    admission.release();
    expect(admission.inFlight()).toBe(2);
    expect(admission.admit()).toBe(true);
    expect(admission.admit()).toBe(false);
  });

  it('never counts below none, however often a release comes', () => {
    const admission = createIsolateAdmission(1);
    admission.release();
    expect(admission.inFlight()).toBe(0);
    expect([admission.admit(), admission.admit()]).toEqual([true, false]);
  });
});
