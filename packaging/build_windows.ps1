<#
Builds fibsgui for Windows:
  dist\fibsgui\                                 one-folder bundle (PyInstaller, packaging\fibsgui.spec)
  dist\fibsgui-<version>-windows-x64-setup.exe  installer (Inno Setup 6, packaging\windows\fibsgui.iss)
and starts the bundle once with --self-test, checking its report.

The bundle is made in a virtual environment of its own (build\packaging-venv) holding only fibsgui,
installed from a clean copy of this tree, and its dependencies.

Usage:  powershell -ExecutionPolicy Bypass -File packaging\build_windows.ps1 [-NoInstaller] [-NoSmokeTest]
        $env:PYTHON names the Python to build with (default: py -3.11, else python);
        $env:ISCC the Inno Setup compiler (default: ISCC.exe on PATH or in Program Files).
#>
param(
    [switch]$NoInstaller,
    [switch]$NoSmokeTest
)
$ErrorActionPreference = "Stop"
Set-StrictMode -Version Latest

$Root = (Resolve-Path (Join-Path $PSScriptRoot "..")).Path
Set-Location $Root
$Venv = "build\packaging-venv"
$Stage = "build\packaging-src"
$VenvPython = Join-Path $Venv "Scripts\python.exe"

function Step($text) { Write-Host "`n== $text" }
function Run {
    # Runs a program with the remaining arguments; a non-zero exit status stops the build.
    $exe, $rest = $args
    & $exe @rest
    if ($LASTEXITCODE -ne 0) { throw "$exe $($rest -join ' ') failed ($LASTEXITCODE)" }
}

Step "source copy in $Stage"
# Files git tracks plus new ones it does not ignore: stale build products cannot reach the wheel.
if (Test-Path $Stage) { Remove-Item -Recurse -Force $Stage }
New-Item -ItemType Directory -Force $Stage | Out-Null
$files = & git -C $Root -c core.quotepath=off ls-files --cached --others --exclude-standard
if ($LASTEXITCODE -ne 0) { throw "git ls-files failed" }
foreach ($file in $files) {
    if (-not (Test-Path -LiteralPath $file -PathType Leaf)) { continue }
    $target = Join-Path $Stage $file
    New-Item -ItemType Directory -Force (Split-Path $target) | Out-Null
    Copy-Item -LiteralPath $file -Destination $target
}

Step "virtual environment $Venv"
if (-not (Test-Path $VenvPython)) {
    if ($env:PYTHON) { Run $env:PYTHON -m venv $Venv }
    elseif (Get-Command py -ErrorAction SilentlyContinue) { Run py -3.11 -m venv $Venv }
    else { Run python -m venv $Venv }
}
Run $VenvPython -m pip install --quiet --upgrade pip
Run $VenvPython -m pip install --quiet "pyinstaller>=6.10"
Run $VenvPython -m pip uninstall --quiet --yes fibsgui
Run $VenvPython -m pip install --quiet ".\$Stage"
$Version = (& $VenvPython -I -c "from importlib.metadata import version; print(version('fibsgui'))").Trim()
Write-Host "fibsgui $Version"

Step "PyInstaller bundle dist\fibsgui"
Run (Join-Path $Venv "Scripts\pyinstaller.exe") --noconfirm --log-level WARN `
    --distpath dist --workpath build\pyinstaller packaging\fibsgui.spec
$size = (Get-ChildItem -Recurse -File dist\fibsgui | Measure-Object -Sum Length).Sum
Write-Host ("bundle size: {0:N0} MB" -f ($size / 1MB))

if (-not $NoSmokeTest) {
    Step "self-test"
    # A windowed program has no console: the report is read from the file written beside the picture.
    $shot = Join-Path $Root "build\smoke\fibsgui-self-test.png"
    $report = [IO.Path]::ChangeExtension($shot, ".txt")
    New-Item -ItemType Directory -Force (Split-Path $shot) | Out-Null
    Remove-Item -Force -ErrorAction SilentlyContinue $shot, $report
    $env:QT_QPA_PLATFORM = "offscreen"
    $proc = Start-Process -FilePath "dist\fibsgui\fibsgui.exe" -ArgumentList "--self-test", "`"$shot`"" `
        -Wait -PassThru -NoNewWindow
    Remove-Item Env:\QT_QPA_PLATFORM
    if (Test-Path $report) { Get-Content $report | Write-Host }
    if ($proc.ExitCode -ne 0) { throw "self-test failed (exit status $($proc.ExitCode))" }
    $text = Get-Content -Raw $report
    foreach ($line in "(?m)^result: ok", "(?m)^window: ok", "(?m)^modules: ok", "(?m)^engine: ok") {
        if ($text -notmatch $line) { throw "self-test report lacks '$line'" }
    }
    if (-not (Test-Path $shot)) { throw "self-test made no screenshot" }
    Write-Host "self-test passed; screenshot: $shot"
}

if (-not $NoInstaller) {
    Step "installer"
    $iscc = $env:ISCC
    if (-not $iscc) {
        $onPath = Get-Command ISCC.exe -ErrorAction SilentlyContinue
        if ($onPath) { $iscc = $onPath.Source }
        else {
            foreach ($dir in "${env:ProgramFiles(x86)}\Inno Setup 6", "$env:ProgramFiles\Inno Setup 6",
                             "$env:LOCALAPPDATA\Programs\Inno Setup 6") {
                if (Test-Path "$dir\ISCC.exe") { $iscc = "$dir\ISCC.exe"; break }
            }
        }
    }
    if (-not $iscc) { throw "Inno Setup 6 (ISCC.exe) not found: install it or set `$env:ISCC" }
    Run $iscc /Qp "/DAppVersion=$Version" packaging\windows\fibsgui.iss
    Get-ChildItem "dist\fibsgui-$Version-windows-x64-setup.exe" | ForEach-Object {
        Write-Host ("installer: {0} ({1:N0} MB)" -f $_.FullName, ($_.Length / 1MB))
    }
}
