export declare function serveUntilStopped(dir: string, env?: { HOST?: string; PORT?: string }): Promise<void>;
