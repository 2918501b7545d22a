// Vui: small conversational speech models; the checkpoint is chosen inside the library.
/** Sample rate of Vui's output audio (spec section 9). */
const SAMPLE_RATE_HZ = 22050;

export function snippets(): string[] {
  return [
    `# pip install git+https://github.com/fluxions-ai/vui
import torchaudio
from vui.inference import render
from vui.model import Vui

model = Vui.from_pretrained().cuda()
# A sentence or two comes out more natural than a few words
waveform = render(
    model,
    "So I finally tried that bakery on the corner, and honestly, the bread alone was worth the twenty-minute queue.",
)
print(waveform.shape)
torchaudio.save("out.opus", waveform[0], ${SAMPLE_RATE_HZ})`,
  ];
}
