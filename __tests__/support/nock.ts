// Shared by the tests that stand in for the API with nock.
import nock from 'nock';

/**
 * In this file only nock'd calls reach the network: any other is refused, and what a test nock'd
 * and did not use is dropped after it, so it cannot answer the next test.
 */
export function onlyNockedCalls() {
  beforeAll(() => nock.disableNetConnect());
  afterEach(() => nock.cleanAll());
  afterAll(() => nock.enableNetConnect());
}
