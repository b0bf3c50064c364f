import { describe, expect, it } from 'vitest';
import { FlagService } from '../../../src/core/tools/flags.service.js';
import { MemoryFlagStore } from '../../helpers/memory-stores.js';

describe(FlagService.name, () => {
  it('a tool runs only when neither it nor its category is off; a switch applies to the next check at once', async () => {
    const store = new MemoryFlagStore();
    const flags = new FlagService(store, true);
    expect(await flags.toolDisabled('image-blur', 'image', 'file')).toBeNull();
    await flags.setTool('image-blur', false);
    expect(await flags.toolDisabled('image-blur', 'image', 'file')).toBe('image-blur is disabled on this server');
    expect(await flags.toolDisabled('image-flip', 'image', 'file')).toBeNull();
    await flags.setCategory('image', false);
    expect(await flags.toolDisabled('image-flip', 'image', 'file')).toBe('image tools are disabled on this server');
    await flags.setCategory('image', true);
    await flags.setTool('image-blur', true);
    expect(await flags.toolDisabled('image-blur', 'image', 'file')).toBeNull();
    expect(await flags.state()).toEqual({ tools: { 'image-blur': true }, categories: { image: true } });
  });

  it('url tools need the environment flag and their category; the other tools are not affected', async () => {
    const store = new MemoryFlagStore();
    const off = new FlagService(store, false);
    expect(await off.urlToolsOn()).toBe(false);
    expect(await off.toolDisabled('url-screenshot', 'url', 'url')).toBe('url tools are disabled on this server');
    expect(await off.toolDisabled('qr-generate', 'qr', 'generate')).toBeNull();
    const on = new FlagService(store, true);
    expect(await on.urlToolsOn()).toBe(true);
    await on.setCategory('url', false);
    expect(await on.urlToolsOn()).toBe(false);
    expect(await on.toolDisabled('url-screenshot', 'url', 'url')).toBe('url tools are disabled on this server');
  });

  it('one checker reads the switches once for a whole list; state() is a copy', async () => {
    const store = new MemoryFlagStore();
    const flags = new FlagService(store, true);
    await flags.setTool('pdf-merge', false);
    const check = await flags.checker();
    await flags.setTool('pdf-merge', true);
    // The checker answers from the switches as they were when it was made.
    expect(check('pdf-merge', 'pdf', 'file')).toBe('pdf-merge is disabled on this server');
    const state = await flags.state();
    state.tools['pdf-merge'] = false;
    expect((await flags.state()).tools['pdf-merge']).toBe(true);
  });
});
