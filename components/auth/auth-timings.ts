/** How long auth notices stay and when the screens move on (spec section 9). */
export const authTimings = {
  noticeMs: 2500,
  afterVerifyMs: 1200,
  afterResetMs: 1500,
} as const;
