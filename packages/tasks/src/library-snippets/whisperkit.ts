// WhisperKit: on-device speech recognition for Apple platforms, shown through its command line.
export function snippets(): string[] {
  return [
    `# Install the CLI with Homebrew on macOS
brew install whisperkit-cli

# See every inference option
whisperkit-cli transcribe --help

# Download and run the default model on a file
whisperkit-cli transcribe --audio-path /path/to/audio.flac

# Or pick a model variant
whisperkit-cli transcribe --model "large-v3" --model-prefix "distil" --audio-path /path/to/audio.flac --verbose`,
  ];
}
