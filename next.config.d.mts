// Types for tests that read the configuration (next.config.mjs is plain JavaScript).
import type { NextConfig } from 'next';

declare const nextConfig: NextConfig;
export default nextConfig;
