// SAELens: sparse autoencoders are addressed by a release and an SAE id, not by the repository id.
export function snippets(): string[] {
  return [
    `# pip install sae-lens
from sae_lens import SAE

sae = SAE.from_pretrained(
    release="RELEASE_ID",  # e.g. "gpt2-small-res-jb"; see sae_lens/pretrained_saes.yaml in the SAELens repository
    sae_id="SAE_ID",  # e.g. "blocks.8.hook_resid_pre"
    device="cpu",
)`,
  ];
}
