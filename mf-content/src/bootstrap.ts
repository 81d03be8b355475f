// Nothing runs at start-up: the shell mounts this remote's exposed modules.
export {};
