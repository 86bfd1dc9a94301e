# Run the windowed Napoleon.exe with --self-test as CI needs it (release.yml): its output sent to
# files (a redirect: the ANSI code page, which the self-test must survive) and printed, a time
# limit (a windowed app that opened a dialog would otherwise wait for a click for ever), and its
# exit code checked.
#
#   pwsh packaging/windows/selftest.ps1 -Exe dist\Napoleon\Napoleon.exe [-Language ja] [-TimeoutSeconds 180]
param(
    [Parameter(Mandatory = $true)][string]$Exe,
    [string]$Language = "",
    [int]$TimeoutSeconds = 180
)
$ErrorActionPreference = "Stop"

$tmp = if ($env:RUNNER_TEMP) { $env:RUNNER_TEMP } else { [IO.Path]::GetTempPath() }
$tag = [IO.Path]::GetFileNameWithoutExtension([IO.Path]::GetRandomFileName())
$out = Join-Path $tmp "selftest-$tag.out.txt"
$err = Join-Path $tmp "selftest-$tag.err.txt"
$arguments = @("--self-test")
if ($Language) { $arguments += @("--language", $Language) }

Write-Host "> $Exe $($arguments -join ' ')  (from $tmp)"
$env:SDL_VIDEODRIVER = "dummy"
$env:SDL_AUDIODRIVER = "dummy"
$watch = [Diagnostics.Stopwatch]::StartNew()
# An unrelated working folder, as a double-click has.
$p = Start-Process -FilePath $Exe -ArgumentList $arguments -WorkingDirectory $tmp -PassThru `
    -RedirectStandardOutput $out -RedirectStandardError $err
$null = $p.Handle  # keeps the process handle, so that ExitCode is known after the exit
$finished = $p.WaitForExit($TimeoutSeconds * 1000)
if (-not $finished) {
    # The app and its AI worker processes.
    & taskkill.exe /PID $p.Id /T /F | Out-Null
}
$watch.Stop()

foreach ($file in @($out, $err)) {
    if ((Test-Path $file) -and (Get-Item $file).Length -gt 0) {
        Get-Content -LiteralPath $file -Encoding utf8 | ForEach-Object { Write-Host "  | $_" }
    }
}
if (-not $finished) { throw "$Exe --self-test did not finish in $TimeoutSeconds s (a dialog?)" }
$p.WaitForExit()
Write-Host ("exit {0} after {1:N1} s" -f $p.ExitCode, $watch.Elapsed.TotalSeconds)
if ($p.ExitCode -ne 0) { throw "$Exe --self-test exited $($p.ExitCode)" }
if (-not (Select-String -LiteralPath $out -Pattern "self-test: OK" -Quiet)) {
    throw "$Exe --self-test exited 0 without saying OK"
}
